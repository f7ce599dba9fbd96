import { fireEvent, screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { http as mswHttp, HttpResponse } from 'msw'
import { backend, renderSchema } from '../engine/support'

export const api = (path: string) => `*/jeecg-boot${path}`

/** A one-field form page whose 提交 posts the values to /demo/save; `sent()` holds the last body. */
export function renderFieldForm(name: string, field: Record<string, unknown>) {
  let body: Record<string, unknown> | undefined
  backend.server.use(
    mswHttp.post(api('/demo/save'), async ({ request }) => {
      body = (await request.json()) as Record<string, unknown>
      return HttpResponse.json({ success: true, message: '保存成功！', code: 200, result: null, timestamp: Date.now() })
    }),
  )
  renderSchema({
    kind: 'form',
    title: '演示表单',
    submit: { method: 'post', url: '/demo/save' },
    form: {
      schema: {
        type: 'object',
        properties: { [name]: { type: 'string', title: '字段', 'x-decorator': 'FormItem', ...field } },
      },
    },
  })
  return {
    async submit(): Promise<Record<string, unknown>> {
      body = undefined
      fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }))
      await waitFor(() => expect(body).toBeDefined())
      return body!
    },
  }
}

/** Opens the dropdown of the select-like widget inside `container`. */
export async function openSelect(container: ParentNode = document.body) {
  // Form pages and the heavier search inputs load their code on first use: the select shows once it has loaded.
  const selector = await waitFor(() => {
    const found = container.querySelector('.ant-select-selector')
    expect(found).not.toBeNull()
    return found!
  })
  fireEvent.mouseDown(selector)
}

/** Tree nodes of the open tree-select dropdown, by title. */
export const treeNode = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('.ant-select-tree-treenode')].find(
    (node) => node.querySelector('.ant-select-tree-title')?.textContent === title,
  )

export async function findTreeNode(title: string): Promise<HTMLElement> {
  await waitFor(() => expect(treeNode(title)).toBeDefined())
  return treeNode(title)!
}

/** Expands a lazy node by its switcher (antd then calls loadData). */
export async function expandTreeNode(title: string) {
  fireEvent.click((await findTreeNode(title)).querySelector('.ant-select-tree-switcher')!)
}

export async function chooseTreeNode(title: string) {
  fireEvent.click((await findTreeNode(title)).querySelector('.ant-select-tree-node-content-wrapper')!)
}

/** The text the closed select shows as its value. */
export const shownValue = (container: ParentNode = document.body) =>
  [...container.querySelectorAll('.ant-select-selection-item')].map((item) => item.textContent).join(',')
