import { describe, expect, it, vi } from 'vitest'
import { actionContext, actionOf } from '../../../tests/support/action-context'
import type { FormRequest } from '../../form/FormContainer'
import call from './call'

/** A successful answer of the server with its result. */
const answer = (result: unknown) => ({ success: true, message: '', code: 200, result, timestamp: 0 })

const resetPassword = { method: 'put', url: '/sys/user/resetPassword', body: { ids: '{{ selectedIds }}' } } as const

describe('call', () => {
  it('sends the call with the selection in its scope, then clears the selection and reloads', async () => {
    const action = actionOf('call', { title: '重置密码', call: resetPassword })
    const { context, requests, list } = actionContext({ action, selected: [{ id: 'u1' }, { id: 'u2' }] })
    await call.run(context)
    expect(requests.call).toHaveBeenCalledWith(resetPassword, expect.objectContaining({ selectedIds: 'u1,u2' }))
    expect(list.clearSelection).toHaveBeenCalled()
    expect(list.reload).toHaveBeenCalled()
  })

  it('on a row, sends with the row as record and keeps the selection', async () => {
    const action = actionOf('call', { call: resetPassword })
    const { context, requests, list } = actionContext({ action, record: { id: 'u1' } })
    await call.run(context)
    expect(requests.call).toHaveBeenCalledWith(resetPassword, expect.objectContaining({ record: { id: 'u1' } }))
    expect(list.clearSelection).not.toHaveBeenCalled()
    expect(list.reload).toHaveBeenCalled()
  })

  it('asks the action’s confirmation first and sends nothing when cancelled', async () => {
    const action = actionOf('call', { title: '冻结', confirm: '确定冻结吗?', call: resetPassword })
    const { context, requests } = actionContext({ action, record: { id: 'u1' }, confirms: false })
    await call.run(context)
    expect(context.confirm).toHaveBeenCalledWith('冻结', '确定冻结吗?')
    expect(requests.call).not.toHaveBeenCalled()
  })

  it('signs the user out instead of reloading when the call ended their own session', async () => {
    const forceLogout = { method: 'post', url: '/sys/online/forceLogout', body: { token: '{{record.token}}' } } as const
    const action = actionOf('call', { call: forceLogout, endsSession: '{{record.token === session.token}}' })
    const own = actionContext({ action, record: { token: 'my-token' } })
    await call.run(own.context)
    expect(own.context.signOut).toHaveBeenCalled()
    expect(own.list.reload).not.toHaveBeenCalled()
    const other = actionContext({ action, record: { token: 'their-token' } })
    await call.run(other.context)
    expect(other.context.signOut).not.toHaveBeenCalled()
    expect(other.list.reload).toHaveBeenCalled()
  })

  it('with ask, opens the ask form instead of confirming when the server says more is needed, its values in the body', async () => {
    const submit = {
      method: 'post',
      url: '/act/process/extActProcess/startMutilProcess',
      body: { id: '{{record.id}}' },
    } as const
    const when = { method: 'get', url: '/act/process/extActProcess/getStartChoice', params: { flowCode: 't' } } as const
    const form = { schema: { type: 'object', properties: { nextUserName: { type: 'string' } } } } as const
    const action = actionOf('call', { title: '提交审批', confirm: '确定提交吗?', call: submit, ask: { when, form } })
    const needed = actionContext({ action, record: { id: 'r1' } })
    needed.requests.call.mockImplementationOnce(() => Promise.resolve(answer({ id: 'n1', name: '审批' })))
    await call.run(needed.context)
    expect(needed.requests.call).toHaveBeenCalledWith(when, expect.objectContaining({ record: { id: 'r1' } }))
    expect(needed.context.confirm).not.toHaveBeenCalled()
    const [request] = vi.mocked(needed.context.openForm).mock.calls[0] as [FormRequest]
    expect(request).toMatchObject({ title: '提交审批', spec: form, mode: 'add' })
    await request.submit!({ nextUserName: 'hejunjie' })
    expect(needed.requests.call).toHaveBeenLastCalledWith(submit, expect.anything(), { nextUserName: 'hejunjie' })

    const plain = actionContext({ action, record: { id: 'r1' } })
    plain.requests.call.mockImplementationOnce(() => Promise.resolve(answer(null)))
    await call.run(plain.context)
    expect(plain.context.openForm).not.toHaveBeenCalled()
    expect(plain.context.confirm).toHaveBeenCalledWith('提交审批', '确定提交吗?')
    expect(plain.requests.call).toHaveBeenLastCalledWith(submit, expect.objectContaining({ record: { id: 'r1' } }))
  })
})
