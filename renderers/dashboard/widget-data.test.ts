import { describe, expect, it } from 'vitest'
import { atPath, chartData, numberOf, rankingOf, rowsOf } from './widget-data'

describe('the data of a widget', () => {
  it('takes the rows of a list, the records of a page, or an object as its one row', () => {
    expect(rowsOf([{ a: 1 }, 2, null, { a: 3 }])).toEqual([{ a: 1 }, { a: 3 }])
    expect(rowsOf({ records: [{ a: 1 }], total: 1 })).toEqual([{ a: 1 }])
    expect(rowsOf({ totalVisitCount: 12 })).toEqual([{ totalVisitCount: 12 }])
    expect(rowsOf(null)).toEqual([])
    expect(rowsOf({ records: [], total: 0 })).toEqual([])
  })

  it('follows a dot path into the result, the whole result without one', () => {
    const result = { data: { records: [{ a: 1 }] } }
    expect(atPath(result, 'data.records')).toEqual([{ a: 1 }])
    expect(atPath(result, 'data.missing.deeper')).toBeUndefined()
    expect(atPath(result, undefined)).toBe(result)
    expect(atPath({ measurements: [{ value: 1 }, { value: 2 }] }, 'measurements.1.value')).toBe(2)
  })

  it('reads numbers sent as text and refuses what is not a number', () => {
    expect(numberOf({ n: '12.5' }, 'n')).toBe(12.5)
    expect(numberOf({ n: 3 }, 'n')).toBe(3)
    expect(numberOf({ n: '' }, 'n')).toBeUndefined()
    expect(numberOf({ n: 'abc' }, 'n')).toBeUndefined()
    expect(numberOf(undefined, 'n')).toBeUndefined()
  })

  it('maps rows to categories and one series per declared field, 0 where a row has no number', () => {
    const rows = [
      { type: '11-20', visit: 5, ip: '2' },
      { type: '11-21', visit: 8 },
    ]
    expect(chartData(rows, 'type', [{ field: 'visit', title: '访问量' }, { field: 'ip' }])).toEqual({
      categories: ['11-20', '11-21'],
      series: [
        { name: '访问量', values: [5, 8] },
        { name: 'ip', values: [2, 0] },
      ],
    })
  })

  it('ranks entries largest first, keeps the top ones and leaves out rows without a number', () => {
    const rows = [
      { name: '甲', n: 1 },
      { name: '乙', n: '9' },
      { name: '丙', n: null },
      { name: '丁', n: 4 },
    ]
    expect(rankingOf(rows, 'name', 'n', 2)).toEqual([
      { name: '乙', value: 9 },
      { name: '丁', value: 4 },
    ])
  })

  it('scales a series’ values (bytes as KB)', () => {
    const rows = [{ time: '14:00:01', used_memory: '1234567' }]
    expect(chartData(rows, 'time', [{ field: 'used_memory', scale: 0.001 }]).series[0].values).toEqual([1234.567])
  })
})
