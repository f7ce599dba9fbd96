import { describe, expect, it } from 'vitest'
import { MAX_HEIGHT, OVERSCAN_ROWS, ROW_HEIGHT, rowWindow, scrollTopShowing } from './row-window'

describe('rowWindow', () => {
  it('renders the rows in view and nine more below at the top of the table', () => {
    expect(rowWindow(0, MAX_HEIGHT, 10_000)).toEqual({ first: 0, end: Math.ceil(MAX_HEIGHT / ROW_HEIGHT) + 9 })
  })

  it('keeps nine rows above and below the visible ones further down', () => {
    const scrollTop = 5_000 * ROW_HEIGHT
    const { first, end } = rowWindow(scrollTop, MAX_HEIGHT, 10_000)
    expect(first).toBe(5_000 - OVERSCAN_ROWS)
    expect(end).toBe(Math.ceil((scrollTop + MAX_HEIGHT) / ROW_HEIGHT) + OVERSCAN_ROWS)
  })

  it('stops at the last row', () => {
    expect(rowWindow(9_999 * ROW_HEIGHT, MAX_HEIGHT, 10_000).end).toBe(10_000)
    expect(rowWindow(0, MAX_HEIGHT, 3)).toEqual({ first: 0, end: 3 })
  })
})

describe('scrollTopShowing', () => {
  it('scrolls down just far enough to show a row below the view whole, and up to a row above it', () => {
    expect(scrollTopShowing(100, 0, MAX_HEIGHT, 40)).toBe(40 + 101 * ROW_HEIGHT - MAX_HEIGHT)
    expect(scrollTopShowing(2, 50 * ROW_HEIGHT, MAX_HEIGHT, 40)).toBe(2 * ROW_HEIGHT)
    expect(scrollTopShowing(51, 50 * ROW_HEIGHT, MAX_HEIGHT, 40)).toBe(50 * ROW_HEIGHT)
  })
})
