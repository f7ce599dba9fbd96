import { describe, expect, it } from 'vitest'
import table from 'china-area-data/data.json'
import { joinAddress, splitAddress } from './address'
import { AREA_ROOT, pathOf, type AreaTable } from './area-table'

const areas = table as AreaTable

describe('area table', () => {
  it('hangs the provinces under root code 86 and finds the path down to a district', () => {
    expect(areas[AREA_ROOT]['440000']).toBe('广东省')
    expect(pathOf(areas, '440305')).toEqual(['440000', '440300', '440305'])
    expect(pathOf(areas, '440000')).toEqual(['440000'])
    expect(pathOf(areas, '999999')).toEqual([])
  })
})

describe('free-text addresses', () => {
  it('reads the regions an address begins with, through an unwritten 市辖区', () => {
    expect(splitAddress(areas, '北京市海淀区中关村大街27号')).toEqual({
      path: ['110000', '110100', '110108'],
      detail: '中关村大街27号',
    })
    expect(splitAddress(areas, '广东省深圳市南山区科技园')).toEqual({
      path: ['440000', '440300', '440305'],
      detail: '科技园',
    })
  })

  it('keeps an address that names no region as detail', () => {
    expect(splitAddress(areas, '中关村大街27号')).toEqual({ path: [], detail: '中关村大街27号' })
    expect(splitAddress(areas, undefined)).toEqual({ path: [], detail: '' })
  })

  it('writes regions and detail back the way people write them', () => {
    expect(joinAddress(areas, ['110000', '110100', '110108'], '中关村大街27号')).toBe('北京市海淀区中关村大街27号')
    expect(joinAddress(areas, ['440000', '440300'], '')).toBe('广东省深圳市')
  })
})
