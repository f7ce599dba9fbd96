import { describe, expect, it } from 'vitest'
import { actionContext, actionOf } from '../../../tests/support/action-context'
import remove from './delete'

const page = { api: { list: '/sys/role/list', delete: '/sys/role/delete' } }
const record = { id: 'r1', roleName: '管理员' }

describe('delete', () => {
  it('asks first, then deletes the row by id and reloads on the page that still has rows', async () => {
    const { context, requests, list } = actionContext({ action: actionOf('delete'), page, record })
    await remove.run(context)
    expect(context.confirm).toHaveBeenCalledWith('确认删除', '是否删除选中数据?')
    expect(requests.delete).toHaveBeenCalledWith('/sys/role/delete', { id: 'r1' })
    expect(list.removed).toHaveBeenCalledWith(1)
  })

  it('asks with the action’s own confirmation text', async () => {
    const { context } = actionContext({ action: actionOf('delete', { confirm: '删除后不可恢复' }), page, record })
    await remove.run(context)
    expect(context.confirm).toHaveBeenCalledWith('确认删除', '删除后不可恢复')
  })

  it('sends nothing when the user cancels', async () => {
    const { context, requests, list } = actionContext({ action: actionOf('delete'), page, record, confirms: false })
    await remove.run(context)
    expect(requests.delete).not.toHaveBeenCalled()
    expect(list.removed).not.toHaveBeenCalled()
  })

  it('needs a row and the page’s delete endpoint', () => {
    expect(remove.needsRecord).toBe(true)
    expect(remove.api).toBe('delete')
  })
})
