import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App as AntApp, ConfigProvider, Modal } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { describe, expect, it } from 'vitest'
import roleList from '@schemas/pages/system/RoleList.json'
import type { ListPageSchema } from '@renderers/generated/schema-language'
import { registerAction } from '@renderers/actions/registry'
import { ListView } from '@renderers/list/ListView'
import { validatePage } from '@renderers/schema/validate-page'
import { AppEngine } from '@/engine/AppEngine'
import { appSemanticContext } from '../../support/engine'
import { serveSignedInBackend } from './support'

serveSignedInBackend()

// A kind no file of the engine knows: registered here, it must work from a list schema with nothing else changed.
registerAction('stamp', {
  title: '盖章',
  needsSelection: true,
  run: ({ title, record, list, open }) =>
    open(({ close }) => (
      <Modal open title={title} onCancel={close} footer={null}>
        {record ? `已盖章：${String(record.roleName)}` : `已盖章 ${list.selectedRowKeys.length} 项`}
      </Modal>
    )),
})

const page = {
  ...roleList,
  toolbar: [{ kind: 'stamp' }],
  rowActions: [{ kind: 'stamp', title: '单独盖章' }],
} as unknown as ListPageSchema

const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')]

async function renderList() {
  // The page as the engine draws it: completed with the titles its entity gives.
  const validation = await validatePage(page, appSemanticContext())
  if (!validation.ok) throw new Error(JSON.stringify(validation.problems))
  return render(
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <AppEngine>
          <ListView page={validation.page as ListPageSchema} />
        </AppEngine>
      </AntApp>
    </ConfigProvider>,
  )
}

describe('an action kind registered from outside the engine', () => {
  it('is a toolbar button and a row action that run it with the selection or the row', async () => {
    await renderList()
    await waitFor(() => expect(rows().length).toBeGreaterThan(1))

    await userEvent.click(screen.getByRole('button', { name: /^盖\s*章$/ }))
    expect(await screen.findByText('请选择一条记录！')).toBeInTheDocument()

    const [first, second] = rows()
    await userEvent.click(within(first).getByRole('checkbox'))
    await userEvent.click(within(second).getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: /^盖\s*章$/ }))
    const toolbarDialog = await screen.findByRole('dialog')
    expect(toolbarDialog).toHaveTextContent('已盖章 2 项')
    await userEvent.click(within(toolbarDialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    const roleName = within(first).getAllByRole('cell')[1].textContent
    await userEvent.click(within(first).getByRole('button', { name: '单独盖章' }))
    expect(await screen.findByRole('dialog')).toHaveTextContent(`已盖章：${roleName}`)
  })

  it('passes the schema check, where a kind no one registered is named', async () => {
    expect(await validatePage(page, appSemanticContext())).toMatchObject({ ok: true })
    const unknown = { ...page, toolbar: [{ kind: 'fax' }] } as unknown as ListPageSchema
    expect(await validatePage(unknown, appSemanticContext())).toEqual({
      ok: false,
      problems: [{ pointer: '/toolbar/0/kind', message: '未知的操作类型 "fax"' }],
    })
  })
})
