import { describe, expect, it, vi } from 'vitest'
import { actionContext, actionOf } from '../../../tests/support/action-context'
import change from './change'

const changeCall = {
  method: 'post',
  url: '/act/process/extActProcess/changeProcess',
  body: { flowCode: 't_order', id: '{{record.id}}' },
} as const

const form = { schema: { type: 'object', properties: {} } } as const

describe('change', () => {
  it('sends the call its schema names with the row as record once confirmed, then reloads and opens the edit form', async () => {
    const action = actionOf('change', { call: changeCall })
    const page = { api: { edit: '/t/order/edit' }, form }
    const { context, requests, list } = actionContext({ action, page, record: { id: 'o1' } })
    await change.run(context)
    expect(context.confirm).toHaveBeenCalledWith('change', expect.stringContaining('已审批通过的版本保存在数据日志中'))
    expect(requests.call).toHaveBeenCalledWith(changeCall, expect.objectContaining({ record: { id: 'o1' } }))
    expect(list.reload).toHaveBeenCalled()
    expect(context.openForm).toHaveBeenCalledWith(expect.objectContaining({ mode: 'edit', record: { id: 'o1' } }))
  })

  it('names a missing call and a missing form in the schema check', () => {
    const problems: string[] = []
    const checker = {
      page: actionContext({ action: actionOf('change') }).context.page,
      inToolbar: false,
      problem: (at: (string | number)[], message: string) => void problems.push(`${at.join('/')} ${message}`),
      list: vi.fn(),
      form: vi.fn(),
      overlays: new Set<string>(),
    }
    change.check!(actionOf('change'), checker)
    expect(problems).toEqual(['kind 缺少表单配置 form', 'call 缺少接口配置 call'])
  })
})
