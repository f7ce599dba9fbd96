import { describe, expect, it } from 'vitest'
import { actionContext, actionOf } from '../../../tests/support/action-context'
import call from './call'

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
})
