import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import finance from '@schemas/pages/stats/FinanceStats.json'
import { backend, recordRequests, renderSchema, serveSignedInBackend } from '../engine/support'
import { captureDownloads, savedRows } from '../../support/downloads'
import { firstColumn, settled } from './cards'
// The dashboard loads on first use; imported here it resolves at once, as a cached chunk does.
import '@renderers/dashboard/DashboardPage'

serveSignedInBackend()

const saved = captureDownloads()

/** Holds the answers to a path until released, then lets the built-in backend answer them. */
function holdAnswers(path: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  backend.server.use(
    http.get(`*/jeecg-boot${path}`, async () => {
      await released
    }),
  )
  return release
}

describe('exporting the table behind a chart', () => {
  it('shows 导出中… until the server has written the file, then saves the rows the table shows as <title>.xlsx', async () => {
    const requests = recordRequests()
    const release = holdAnswers('/ipr/statistics/contracts/exportXls')
    renderSchema(finance, 'schemas/pages/stats/FinanceStats.json')
    const card = await settled('salesTable')
    const names = firstColumn(card)
    expect(names.length).toBeGreaterThan(0)

    await userEvent.click(within(card).getByRole('button', { name: /导\s*出/ }))
    const busy = await within(card).findByRole('button', { name: /导出中/ })
    expect(busy).toHaveAttribute('aria-busy', 'true')
    release()
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['业务员应收.xlsx']))
    expect(within(card).getByRole('button', { name: /导\s*出/ })).toHaveAttribute('aria-busy', 'false')

    // The file was asked for with the parameters the table's rows were: the grouping and the chosen period.
    // (`_t` is the client's cache-buster, a new one per request.)
    const paramsOf = (path: string) => {
      const params = requests.last(path)
      params.delete('_t')
      return Object.fromEntries(params)
    }
    expect(paramsOf('/ipr/statistics/contracts')).toMatchObject({ groupBy: 'salesman', begin: expect.any(String) })
    expect(paramsOf('/ipr/statistics/contracts/exportXls')).toEqual(paramsOf('/ipr/statistics/contracts'))
    const [title, , header, ...rows] = await savedRows(saved[0].blob)
    expect(title).toEqual(['合同回款统计报表'])
    expect(header).toEqual(['业务员', '合同数', '合同额（元）', '已回款（元）', '待回款（元）'])
    for (const name of names) expect(rows.map((row) => row[0])).toContain(name)
  })

  it('exports a table fed by an online report through the report’s own export', async () => {
    const requests = recordRequests()
    const report = String(backend.db.table('onl_cgreport_head').first((head) => head.code === 'report_user')!.id)
    renderSchema({
      kind: 'dashboard',
      title: '报表导出',
      widgets: [
        {
          key: 'users',
          kind: 'table',
          title: '用户一览',
          source: { report },
          columns: [{ field: 'username', title: '账号' }],
          toolbar: [{ kind: 'exportXls', title: '导出用户' }],
        },
      ],
    })
    const card = await settled('users')
    await userEvent.click(within(card).getByRole('button', { name: /导出用户/ }))
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['用户一览.xlsx']))
    expect(requests.count(`/online/cgreport/api/exportXls/${report}`)).toBe(1)
    expect((await savedRows(saved[0].blob)).flat()).toContain('admin')
  })

  it('warns 文件下载失败 when the server refuses the export', async () => {
    backend.server.use(
      http.get('*/jeecg-boot/ipr/statistics/fees/exportXls', () =>
        Response.json({ success: false, message: '导出失败', code: 500, result: null, timestamp: 0 }),
      ),
    )
    renderSchema(finance, 'schemas/pages/stats/FinanceStats.json')
    const card = await settled('feeTable')
    await userEvent.click(within(card).getByRole('button', { name: /导\s*出/ }))
    expect(await screen.findByText('文件下载失败')).toBeInTheDocument()
    expect(saved).toEqual([])
  })
})
