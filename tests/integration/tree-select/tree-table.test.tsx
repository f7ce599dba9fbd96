import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { UNRECOGNISED_DATA } from '@renderers/list/tree-rows'
import { backend, ok, renderSchema, serveSignedInBackend } from '../engine/support'
import { api } from './support'

serveSignedInBackend()

const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')]
const rowOf = (text: string) => rows().find((row) => row.textContent?.includes(text))
const expander = (row: HTMLElement) =>
  row.querySelector<HTMLElement>('.ant-table-row-expand-icon-collapsed, .ant-table-row-expand-icon-expanded')

const TREE_PAGE = {
  kind: 'list',
  title: '项目',
  api: { list: '/demo/tree/roots', delete: '/demo/tree/delete', children: '/demo/tree/children' },
  tree: { parentParam: 'parentId' },
  columns: [
    { field: 'name', title: '名称' },
    { field: 'owner', title: '负责人' },
  ],
  rowActions: [{ kind: 'delete', title: '删除' }],
}

/** Roots answered as given; the children of `parent` held until the test releases them. */
function serveTree(roots: unknown, children: (parentId: string | null) => unknown) {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  backend.server.use(
    mswHttp.get(api('/demo/tree/roots'), () => HttpResponse.json(ok(roots))),
    mswHttp.get(api('/demo/tree/children'), async ({ request }) => {
      await held
      return HttpResponse.json(ok(children(new URL(request.url).searchParams.get('parentId'))))
    }),
  )
  return { release }
}

describe('tree table', () => {
  it('shows a loading row under a node with hasChildren until its children arrive; a node without any loses its expander', async () => {
    const children = serveTree(
      {
        records: [
          { id: 'a', name: '发明项目', hasChildren: true },
          { id: 'b', name: '空项目', hasChildren: true },
          { id: 'c', name: '叶子项目' },
        ],
        total: 3,
      },
      (parentId) => (parentId === 'a' ? [{ id: 'a1', name: '子项目一', owner: '张三' }] : []),
    )
    renderSchema(TREE_PAGE)
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(expander(rowOf('叶子项目')!)).toBeNull()
    fireEvent.click(expander(rowOf('发明项目')!)!)
    const loading = await screen.findByText('加载中…')
    const loadingRow = loading.closest('tr')!
    expect(loadingRow.textContent).not.toContain('删除')
    expect(loadingRow.querySelector<HTMLInputElement>('input[type=checkbox]')?.disabled).toBe(true)
    children.release()
    expect(await screen.findByText('子项目一')).toBeInTheDocument()
    expect(screen.queryByText('加载中…')).toBeNull()
    fireEvent.click(expander(rowOf('空项目')!)!)
    await waitFor(() => expect(expander(rowOf('空项目')!)).toBeNull())
  })

  it('warns 返回数据类型不识别 when the answer is neither a list nor a page', async () => {
    backend.server.use(
      mswHttp.get(api('/demo/tree/roots'), () => HttpResponse.json(ok({ rows: [{ id: 'a', name: '发明项目' }] }))),
    )
    renderSchema(TREE_PAGE)
    expect(await screen.findByText(UNRECOGNISED_DATA)).toBeInTheDocument()
    expect(rows()).toHaveLength(0)
  })

  it('keeps the loading row and warns when the children answer is not recognised, and asks again on the next expand', async () => {
    let asked = 0
    backend.server.use(
      mswHttp.get(api('/demo/tree/roots'), () =>
        HttpResponse.json(ok([{ id: 'a', name: '发明项目', hasChildren: true }])),
      ),
      mswHttp.get(api('/demo/tree/children'), () => {
        asked += 1
        return HttpResponse.json(ok(asked === 1 ? 'not a list' : [{ id: 'a1', name: '子项目一' }]))
      }),
    )
    renderSchema(TREE_PAGE)
    await waitFor(() => expect(rows()).toHaveLength(1))
    fireEvent.click(expander(rowOf('发明项目')!)!)
    expect(await screen.findByText(UNRECOGNISED_DATA)).toBeInTheDocument()
    expect(screen.getByText('加载中…')).toBeInTheDocument()
    fireEvent.click(expander(rowOf('发明项目')!)!)
    fireEvent.click(expander(rowOf('发明项目')!)!)
    expect(await screen.findByText('子项目一')).toBeInTheDocument()
  })
})
