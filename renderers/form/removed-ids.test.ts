import { describe, expect, it } from 'vitest'
import { withRemovedIds } from './removed-ids'

describe('withRemovedIds', () => {
  const loaded = { fields: [{ id: 'f1' }, { id: 'f2' }, { id: 'f3' }], indexs: [{ id: 'i1' }] }

  it('names the loaded rows the user removed, under the key the spec gives, beside the values', () => {
    const values = { head: { id: 'h' }, fields: [{ id: 'f1' }, { id: 'f3' }, { dbFieldName: 'new' }], indexs: [] }
    expect(withRemovedIds({ fields: 'deleteFieldIds', indexs: 'deleteIndexIds' }, loaded, values)).toEqual({
      ...values,
      deleteFieldIds: ['f2'],
      deleteIndexIds: ['i1'],
    })
  })

  it('sends empty lists when nothing was loaded (a new record), and the values alone without the setting', () => {
    const values = { fields: [{ dbFieldName: 'a' }] }
    expect(withRemovedIds({ fields: 'deleteFieldIds' }, {}, values)).toEqual({ ...values, deleteFieldIds: [] })
    expect(withRemovedIds(undefined, loaded, values)).toBe(values)
  })
})
