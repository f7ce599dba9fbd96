import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import money from './index'
import { alignOf } from '../registry'

describe('the money widget', () => {
  const cell = (value: unknown) => renderToStaticMarkup(<>{money.cell(value)}</>)

  it('shows two decimals with thousands separators, and leaves blanks and texts alone', () => {
    expect(cell(1234567.5)).toBe('1,234,567.50')
    expect(cell('88')).toBe('88.00')
    expect(cell(-20.456)).toBe('-20.46')
    expect(cell(null)).toBe('')
    expect(cell('待定')).toBe('待定')
  })

  it('sits on the right unless the column says otherwise', () => {
    expect(alignOf({ field: 'amount', render: 'money' })).toBe('right')
    expect(alignOf({ field: 'amount', render: 'money', align: 'center' })).toBe('center')
    expect(alignOf({ field: 'name' })).toBe('center')
  })
})
