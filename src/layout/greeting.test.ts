import { describe, expect, it } from 'vitest'
import { greetingFor, REST_SUGGESTIONS, restSuggestion } from './greeting'

const at = (hour: number, minute = 0) => new Date(2026, 10, 21, hour, minute)

describe('greetingFor', () => {
  it.each([
    [0, 0, '早上好'],
    [8, 59, '早上好'],
    [9, 0, '上午好'],
    [11, 59, '上午好'],
    [12, 0, '中午好'],
    [13, 59, '中午好'],
    [14, 0, '下午好'],
    [19, 59, '下午好'],
    [20, 0, '晚上好'],
    [23, 59, '晚上好'],
  ])('%i:%i is %s', (hour, minute, expected) => {
    expect(greetingFor(at(hour, minute))).toBe(expected)
  })
})

describe('restSuggestion', () => {
  it('picks one of the four suggestions', () => {
    expect(restSuggestion(() => 0)).toBe('休息一会儿吧')
    expect(restSuggestion(() => 0.999999)).toBe('我猜你可能累了')
    expect(REST_SUGGESTIONS).toHaveLength(4)
  })
})
