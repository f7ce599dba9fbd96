import { describe, expect, it } from 'vitest'
import { appendPoint } from './poll'

const at = (seconds: number) => new Date(2026, 0, 1, 14, 0, seconds)

describe('the points of a polled source', () => {
  it('stamps each answer with the time it came and keeps the last few', () => {
    const poll = { every: 3, keep: 2 }
    let points = appendPoint([], { dbSize: 10 }, poll, at(1))
    points = appendPoint(points, { dbSize: 11 }, poll, at(4))
    points = appendPoint(points, { dbSize: 12 }, poll, at(7))
    expect(points).toEqual([
      { dbSize: 11, time: '14:00:04' },
      { dbSize: 12, time: '14:00:07' },
    ])
  })

  it('keeps six points unless told, under the time field it is given', () => {
    const poll = { every: 5, timeField: 'at' }
    const points = Array.from({ length: 8 }).reduce<ReturnType<typeof appendPoint>>(
      (kept, _, index) => appendPoint(kept, { used_memory: String(index) }, poll, at(index)),
      [],
    )
    expect(points.map((point) => point.used_memory)).toEqual(['2', '3', '4', '5', '6', '7'])
    expect(points[0].at).toBe('14:00:02')
  })
})
