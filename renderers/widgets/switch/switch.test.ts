import { describe, expect, it } from 'vitest'
import widget from './index'

describe('the switch widget', () => {
  it('shows 是 for every yes the backend stores (Y, 1, true) and 否 for the rest', () => {
    const cell = (value: unknown) => widget.cell(value)
    expect([cell('Y'), cell('1'), cell(1), cell(true)]).toEqual(['是', '是', '是', '是'])
    expect([cell('N'), cell(0), cell(false), cell(undefined)]).toEqual(['否', '否', '否', '否'])
  })
})
