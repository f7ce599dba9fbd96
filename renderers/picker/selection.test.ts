import { describe, expect, it } from 'vitest'
import { removeRow, selectOnPage, toggleRow } from './selection'

const row = (id: string) => ({ id, name: id.toUpperCase() })
const ids = (selection: { rows: { id?: unknown }[] }) => selection.rows.map((item) => item.id)

describe('picker selection', () => {
  it('multiple select toggles each clicked row, in the order chosen', () => {
    let selection = toggleRow({ rows: [] }, row('a'), 'id', true)
    selection = toggleRow(selection, row('b'), 'id', true)
    expect(ids(selection)).toEqual(['a', 'b'])
    expect(ids(toggleRow(selection, row('a'), 'id', true))).toEqual(['b'])
  })

  it('single select keeps only the clicked row', () => {
    expect(ids(toggleRow({ rows: [row('a')] }, row('b'), 'id', false))).toEqual(['b'])
  })

  it('checkboxes on one page leave the rows of other pages chosen', () => {
    const chosen = { rows: [row('x'), row('a')] }
    const next = selectOnPage(chosen, [row('a'), row('b')], ['b'], 'id', true)
    expect(ids(next)).toEqual(['x', 'b'])
  })

  it('a radio on a page is the whole choice', () => {
    expect(ids(selectOnPage({ rows: [row('x')] }, [row('a'), row('b')], ['b'], 'id', false))).toEqual(['b'])
  })

  it('删除 removes one row', () => {
    expect(ids(removeRow({ rows: [row('a'), row('b')] }, row('a'), 'id'))).toEqual(['b'])
  })
})
