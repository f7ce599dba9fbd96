import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { describe, expect, it, vi } from 'vitest'
import { SchemaPage } from '@renderers/schema/SchemaPage'
import { validatePage } from '@renderers/schema/validate-page'
import { AppEngine } from '@/engine/AppEngine'
import caseRecord from '@schemas/pages/ipr/CaseRecord.json'
import contractRecord from '@schemas/pages/ipr/ContractRecord.json'
import customerRecord from '@schemas/pages/ipr/CustomerRecord.json'
import invoiceRecord from '@schemas/pages/ipr/InvoiceRecord.json'
import reimburseRecord from '@schemas/pages/ipr/ReimburseRecord.json'
import transferRecord from '@schemas/pages/ipr/TransferRecord.json'
import { appSemanticContext } from '../../support/engine'
import { HEAVY_TEST } from '../../support/timeouts'
import { backend, serveSignedInBackend, signInAs } from './support'

serveSignedInBackend()

type Row = { id: string } & Record<string, unknown>

/** A record page opened on `id`, as the shell's route `/<menu path>/:id` opens it. */
function renderRecord(schema: unknown, id: string, onTitle = vi.fn()) {
  render(
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <AppEngine>
          <SchemaPage schema={schema} source="schemas/pages/ipr/CustomerRecord.json" recordId={id} onTitle={onTitle} />
        </AppEngine>
      </AntApp>
    </ConfigProvider>,
  )
  return onTitle
}

/** A seeded customer holding at least one contract, with its contracts. */
function customerWithContracts(): { customer: Row; contracts: Row[] } {
  const contracts = backend.db.table<Row>('ipr_contract').list()
  const customer = backend.db.table<Row>('ipr_customer').get(String(contracts[0].customerId))!
  return { customer, contracts: contracts.filter((contract) => contract.customerId === customer.id) }
}

const figure = (title: string) =>
  screen.getByText(title, { selector: '.ant-statistic-title' }).closest<HTMLElement>('.ant-statistic')!

describe('a record page', () => {
  it('shows the record by its title field, its figures, and its related lists narrowed to it; createFrom fills the new record from it', async () => {
    const { customer, contracts } = customerWithContracts()
    const onTitle = renderRecord(customerRecord, String(customer.id))
    const name = String(customer.customerName)
    expect(await screen.findByRole('heading', { name })).toBeInTheDocument()
    await waitFor(() => expect(onTitle).toHaveBeenCalledWith(name))
    const total = contracts.reduce((sum, contract) => sum + Number(contract.amount ?? 0), 0)
    await waitFor(() =>
      expect(figure('合同额').textContent).toContain(total.toLocaleString('en-US', { minimumFractionDigits: 2 })),
    )

    await userEvent.click(screen.getByRole('tab', { name: '合同' }))
    const panel = await screen.findByRole('tabpanel', { name: '合同' })
    await waitFor(() =>
      expect(panel.querySelectorAll('.ant-table-tbody tr[data-row-key]').length).toBe(Math.min(contracts.length, 10)),
    )
    // Each row's title links to the contract's own record page.
    const links = within(panel)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/ipr/contract/list/'))
    expect(new Set(links)).toEqual(
      new Set(contracts.slice(0, 10).map((contract) => `/ipr/contract/list/${String(contract.id)}`)),
    )

    await userEvent.click(screen.getByRole('button', { name: '新建合同' }))
    const dialog = await screen.findByRole('dialog')
    // The customer select holds the record's customer, shown by its name.
    await waitFor(() => expect(within(dialog).getAllByTitle(name).length).toBeGreaterThan(0))
  })

  it('shows 404, not an empty form, for an id the backend does not answer', async () => {
    renderRecord(customerRecord, 'no-such-customer')
    expect(await screen.findByText('404')).toBeInTheDocument()
    expect(screen.queryByRole('tab', { name: '详情' })).toBeNull()
  })

  it("shows 404 for a record the user's data rules keep from them", async () => {
    // 刘芳 reaches the cases she handles: another agent's case is outside her rules.
    const other = backend.db.table<Row>('ipr_case').list((row) => row.handler !== 'liufang')[0]
    await signInAs('liufang')
    renderRecord(caseRecord, other.id)
    expect(await screen.findByText('404')).toBeInTheDocument()
    expect(screen.getByText('未找到对应数据')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: String(other.caseName) })).toBeNull()
  })

  it('shows the approval trail of a record under approval: node, who, decision, opinion, every file, time', async () => {
    // The seeded contract its department head has approved, waiting for 财务.
    const instance = backend.db
      .table<Row>('act_instance')
      .list((row) => row.businessTable === 'ipr_contract' && row.result === 1)
      .find((row) => backend.db.table<Row>('act_task').list((task) => task.instanceId === row.id).length > 1)!
    const tasks = backend.db.table<Row>('act_task').list((task) => task.instanceId === instance.id)
    const [passed, open] = tasks
    // The head's decision came with two files.
    backend.db.table<Row>('act_task').update(passed.id, { files: 'bpm/合同审核意见.pdf,bpm/报价对比.xlsx' })
    renderRecord(contractRecord, String(instance.businessId))
    await userEvent.click(await screen.findByRole('tab', { name: '审批记录' }))
    const panel = await screen.findByRole('tabpanel', { name: '审批记录' })
    await waitFor(() => expect(panel.querySelectorAll('.ant-table-tbody tr[data-row-key]').length).toBe(tasks.length))
    const rows = [...panel.querySelectorAll('.ant-table-tbody tr[data-row-key]')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    )
    expect(rows[0]).toEqual([
      passed.name,
      passed.assigneeName,
      '通过',
      passed.reason,
      // Every file of the decision, not only the first.
      '合同审核意见.pdf报价对比.xlsx',
      String(passed.endTime).slice(0, 19),
    ])
    // Each file its own link, reached by the keyboard and named by the file.
    for (const name of ['合同审核意见.pdf', '报价对比.xlsx']) {
      const link = within(panel).getByRole('link', { name })
      expect(decodeURI(link.getAttribute('href')!).endsWith(`bpm/${name}`)).toBe(true)
      expect(link.tabIndex).toBe(0)
    }
    // The decision still open has none, said as JeecgBoot's lists say it of an empty file column.
    expect(rows[1][4]).toBe('无文件')
    // 财务's step is offered to its clerks: 待办 until one of them claims it.
    expect(rows[1].slice(0, 3)).toEqual([open.name, open.assigneeName ?? '', '待办'])
  })

  it(
    'keeps the approved version of an invoice and of a claim in its 数据日志 tab when 变更 reopens it',
    HEAVY_TEST,
    async () => {
      const pages = [
        [invoiceRecord, 'ipr_invoice'],
        [reimburseRecord, 'ipr_reimburse'],
      ] as const
      for (const [schema, table] of pages) {
        const [record] = backend.db.table<Row>(table).list()
        backend.db.table<Row>(table).update(record.id, { bpmStatus: '3' })
        const logged = () =>
          backend.db.table<Row>('sys_data_log').list((row) => row.dataTable === table && row.dataId === record.id)
            .length
        const before = logged()
        renderRecord(schema, record.id)
        await userEvent.click(await screen.findByRole('button', { name: /^变\s*更$/ }))
        const confirm = await screen.findByRole('dialog')
        expect(confirm.textContent).toContain('已审批通过的版本保存在数据日志中')
        await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }))
        // The edit form opens on the reopened record (the confirmation may still be closing beside it).
        const form = await waitFor(() => {
          const opened = screen.getAllByRole('dialog').find((dialog) => dialog !== confirm)
          expect(opened).toBeTruthy()
          return opened!
        })
        await userEvent.click(within(form).getByRole('button', { name: /取\s*消/ }))
        expect(logged()).toBe(before + 1)
        await userEvent.click(screen.getByRole('tab', { name: '数据日志' }))
        const panel = await screen.findByRole('tabpanel', { name: '数据日志' })
        await waitFor(() => expect(panel.querySelectorAll('.ant-table-tbody tr[data-row-key]').length).toBe(before + 1))
        expect(within(panel).getAllByText(record.id).length).toBe(before + 1)
        cleanup()
      }
    },
  )

  it('tells the author when a record page asks for an approval trail its entity does not have', async () => {
    const { customer } = customerWithContracts()
    renderRecord({ ...customerRecord, approvalTrail: true }, String(customer.id))
    await userEvent.click(await screen.findByRole('tab', { name: '审批记录' }))
    const alert = within(await screen.findByRole('tabpanel', { name: '审批记录' })).getByRole('alert')
    expect(alert.textContent).toContain('/approvalTrail')
    expect(alert.textContent).toContain('x-process')
  })

  it('shows an IP record (a transfer) by its name and its price, with its 详情', async () => {
    const transfer = backend.db.table<Row>('ipr_info').first((row) => row.iprFlag === '4' && Number(row.price) > 0)!
    // Its figures name fields only: their titles, and the price's two decimals, come from the list's entity.
    const figures = [...transferRecord.figures, { field: 'noSuchField' }]
    renderRecord({ ...transferRecord, figures }, transfer.id)
    expect(await screen.findByRole('heading', { name: String(transfer.iprName) })).toBeInTheDocument()
    const price = Number(transfer.price).toLocaleString('en-US', { minimumFractionDigits: 2 })
    await waitFor(() => expect(figure('转让价格').textContent).toContain(price))
    expect(figure('核准/公告日')).toBeInTheDocument()
    expect(screen.getByText('/figures/3/title：缺少标题（列表页的实体没有字段 noSuchField）')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: '详情' })).toBeInTheDocument()
  })

  it('names each broken reference at its JSON pointer', async () => {
    const broken = {
      ...customerRecord,
      list: 'ipr/NoSuchList',
      figures: [{ title: '合同额', source: 'nothing', field: 'amount' }, { title: '空' }, { source: 'contracts' }],
      tabs: [{ key: 'x', title: 'x', page: 'ipr/NoSuchList' }],
      actions: [{ kind: 'createFrom', title: '新建' }, { kind: 'noSuchKind' }],
    }
    const validation = await validatePage(broken, appSemanticContext())
    expect(validation.ok ? [] : validation.problems).toEqual([
      { pointer: '/list', message: '未知的页面 "ipr/NoSuchList"（schemas/pages/ipr/NoSuchList.json 不存在）' },
      { pointer: '/tabs/0/page', message: '未知的页面 "ipr/NoSuchList"（schemas/pages/ipr/NoSuchList.json 不存在）' },
      { pointer: '/figures/0/source', message: '未知的数据源 "nothing"（sources 中没有）' },
      { pointer: '/figures/1', message: '缺少字段 field 或数据源 source' },
      { pointer: '/figures/2', message: '缺少标题 title' },
      { pointer: '/actions/0/page', message: '缺少页面 page（列表页的组件路径）' },
      { pointer: '/actions/0/map', message: '缺少字段对应 map' },
      { pointer: '/actions/1/kind', message: '未知的操作类型 "noSuchKind"' },
    ])
  })
})
