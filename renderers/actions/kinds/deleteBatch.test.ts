import { describe, expect, it } from 'vitest'
import { actionContext, actionOf } from '../../../tests/support/action-context'
import deleteBatch from './deleteBatch'

const page = { api: { list: '/sys/role/list', deleteBatch: '/sys/role/deleteBatch' } }
const selected = [{ id: 'r1' }, { id: 'r2' }, { id: 'r3' }]

describe('deleteBatch', () => {
  it('asks with the count, deletes the selected ids comma-joined and reloads without them', async () => {
    const { context, requests, list } = actionContext({ action: actionOf('deleteBatch'), page, selected })
    await deleteBatch.run(context)
    expect(context.confirm).toHaveBeenCalledWith('确认删除', '确定要删除这 3 项吗?')
    expect(requests.delete).toHaveBeenCalledWith('/sys/role/deleteBatch', { ids: 'r1,r2,r3' })
    expect(list.removed).toHaveBeenCalledWith(3)
  })

  it('sends nothing when the user cancels', async () => {
    const { context, requests } = actionContext({ action: actionOf('deleteBatch'), page, selected, confirms: false })
    await deleteBatch.run(context)
    expect(requests.delete).not.toHaveBeenCalled()
  })

  it('runs on a selection and is withheld by either spelling of the permission button', () => {
    expect(deleteBatch.needsSelection).toBe(true)
    expect(deleteBatch.withheldBy).toEqual(['batchDelete', 'batch_delete'])
  })
})
