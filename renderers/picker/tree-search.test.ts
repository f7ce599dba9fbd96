import { describe, expect, it } from 'vitest'
import { matchingKeys, parentKeys, splitTitle } from './tree-search'

const keys = { keyField: 'key', titleField: 'title' }
const tree = [
  {
    key: 'hq',
    title: '总公司',
    children: [
      {
        key: 'rd',
        title: '研发部',
        children: [
          { key: 'p1', title: '研发一组' },
          { key: 'p2', title: '研发二组' },
        ],
      },
      { key: 'mkt', title: '市场部' },
    ],
  },
]

describe('tree search', () => {
  it('finds the nodes whose title contains the text, at any depth', () => {
    expect(matchingKeys(tree, '二组', keys)).toEqual(['p2'])
    expect(matchingKeys(tree, '部', keys)).toEqual(['rd', 'mkt'])
    expect(matchingKeys(tree, '', keys)).toEqual([])
  })

  it('opens every ancestor of the matches', () => {
    expect(parentKeys(tree, ['p2'], keys).sort()).toEqual(['hq', 'rd'])
    expect(parentKeys(tree, ['hq'], keys)).toEqual([])
  })

  it('splits a title around the match for highlighting', () => {
    expect(splitTitle('研发二组', '二组')).toEqual({ before: '研发', match: '二组', after: '' })
    expect(splitTitle('市场部', '二组')).toBeUndefined()
  })
})
