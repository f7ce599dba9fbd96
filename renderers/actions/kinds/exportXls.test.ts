import { describe, expect, it } from 'vitest'
import { actionContext, actionOf } from '../../../tests/support/action-context'
import exportXls from './exportXls'

const page = { title: '角色管理', api: { list: '/sys/role/list', exportXls: '/sys/role/exportXls' } }

describe('exportXls', () => {
  it('asks for the rows of the current query, narrowed to the selected ones when some are', async () => {
    const { context, requests } = actionContext({
      action: actionOf('exportXls'),
      page,
      selected: [{ id: 'r1' }, { id: 'r2' }],
    })
    requests.download.mockResolvedValue(new Blob(['{}'], { type: 'application/json' }))
    await exportXls.run(context)
    expect(requests.download).toHaveBeenCalledWith('/sys/role/exportXls', {
      pageNo: 1,
      pageSize: 10,
      selections: 'r1,r2',
    })
  })

  it('sends no selections when none are selected', async () => {
    const { context, requests } = actionContext({ action: actionOf('exportXls'), page })
    requests.download.mockRejectedValue(new Error('network'))
    await exportXls.run(context)
    expect(requests.download).toHaveBeenCalledWith('/sys/role/exportXls', {
      pageNo: 1,
      pageSize: 10,
      selections: undefined,
    })
  })

  it('warns 文件下载失败 when the answer is an error instead of a spreadsheet', async () => {
    const { context, requests } = actionContext({ action: actionOf('exportXls'), page })
    requests.download.mockResolvedValue(new Blob(['{"success":false}'], { type: 'application/json' }))
    await exportXls.run(context)
    expect(context.message.warning).toHaveBeenCalledWith('文件下载失败')
  })

  it('sends the query as one JSON parameter paramsStr when the action says so', async () => {
    const { context, requests } = actionContext({
      action: { kind: 'exportXls', paramsStr: true },
      page,
      selected: [{ id: 'r1' }],
    })
    requests.download.mockRejectedValue(new Error('network'))
    await exportXls.run(context)
    expect(requests.download).toHaveBeenCalledWith('/sys/role/exportXls', {
      paramsStr: JSON.stringify({ pageNo: 1, pageSize: 10, selections: 'r1' }),
    })
  })
})
