import { describe, expect, it } from 'vitest'
import { pointerAfterKey } from './pointer-keys'

describe('a chart’s pointer moved by keys', () => {
  const stops = [0, 2, 5]

  it('goes to the next or previous stop with the arrows, from the first or last on the first press', () => {
    expect(pointerAfterKey(stops, undefined, 'ArrowRight')).toEqual({ handled: true, next: 0 })
    expect(pointerAfterKey(stops, undefined, 'ArrowLeft')).toEqual({ handled: true, next: 5 })
    expect(pointerAfterKey(stops, 2, 'ArrowRight')).toEqual({ handled: true, next: 5 })
    expect(pointerAfterKey(stops, 2, 'ArrowUp')).toEqual({ handled: true, next: 0 })
  })

  it('stays at the ends, jumps to them with Home and End, and goes away with Escape', () => {
    expect(pointerAfterKey(stops, 5, 'ArrowDown').next).toBe(5)
    expect(pointerAfterKey(stops, 0, 'ArrowLeft').next).toBe(0)
    expect(pointerAfterKey(stops, 2, 'End').next).toBe(5)
    expect(pointerAfterKey(stops, 2, 'Home').next).toBe(0)
    expect(pointerAfterKey(stops, 2, 'Escape')).toEqual({ handled: true })
  })

  it('leaves other keys, and every key but Escape when there is nothing to point at, to the page', () => {
    expect(pointerAfterKey(stops, 2, 'Tab').handled).toBe(false)
    expect(pointerAfterKey([], undefined, 'ArrowRight').handled).toBe(false)
  })
})
