import { describe, expect, it } from 'vitest'
import { filterTree } from './side-tree-filter'

const tree = [
  {
    key: 'hq',
    title: '北京总部',
    children: [
      { key: 'rd', title: '研发部', children: [] },
      { key: 'legal', title: '法务部', children: [] },
    ],
  },
]

describe('the side tree’s search', () => {
  it('keeps the matching nodes under their parents and everything for no text', () => {
    expect(filterTree(tree, '研发')).toEqual([
      { key: 'hq', title: '北京总部', children: [{ key: 'rd', title: '研发部', children: [] }] },
    ])
    expect(filterTree(tree, ' ')).toEqual(tree)
    expect(filterTree(tree, '市场')).toEqual([])
  })
})
