import { describe, expect, it } from 'vitest'
import { filterTree } from './side-tree-filter'

const tree = [
  {
    key: 'hq',
    title: '北京总部',
    children: [
      { key: 'patent', title: '专利部', children: [] },
      { key: 'legal', title: '法务部', children: [] },
    ],
  },
]

describe('the side tree’s search', () => {
  it('keeps the matching nodes under their parents and everything for no text', () => {
    expect(filterTree(tree, '专利')).toEqual([
      { key: 'hq', title: '北京总部', children: [{ key: 'patent', title: '专利部', children: [] }] },
    ])
    expect(filterTree(tree, ' ')).toEqual(tree)
    expect(filterTree(tree, '商标')).toEqual([])
  })
})
