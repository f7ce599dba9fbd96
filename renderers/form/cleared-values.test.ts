import { describe, expect, it } from 'vitest'
import { withClearedValues } from './cleared-values'

describe('withClearedValues', () => {
  it('sends "" for every value the form started with and the user cleared, whatever the widget left', () => {
    const initial = { name: '甲', level: 'A', amount: 12.5, active: true, date: '2024-01-02', tags: 'a,b', note: '' }
    const values = { name: undefined, level: null, amount: null, active: undefined, date: null, tags: [], note: null }
    expect(withClearedValues(initial, values)).toEqual({
      name: '',
      level: '',
      amount: '',
      active: '',
      date: '',
      tags: '',
      note: null,
    })
  })

  it('keeps values the user changed or left, lists, and fields the form started without', () => {
    const rows = [{ id: '1' }]
    const initial = { name: '甲', rows, extra: undefined }
    const values = { name: '乙', rows: [], extra: undefined, added: null }
    expect(withClearedValues(initial, values)).toBe(values)
  })
})
