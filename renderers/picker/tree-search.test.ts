import { describe, expect, it } from 'vitest'
import { matchingKeys, parentKeys, splitTitle } from './tree-search'

const keys = { keyField: 'key', titleField: 'title' }
const tree = [
  {
    key: 'hq',
    title: '总公司',
    children: [
      {
        key: 'patent',
        title: '专利部',
        children: [
          { key: 'p1', title: '专利代理一组' },
          { key: 'p2', title: '专利代理二组' },
        ],
      },
      { key: 'tm', title: '商标部' },
    ],
  },
]

describe('tree search', () => {
  it('finds the nodes whose title contains the text, at any depth', () => {
    expect(matchingKeys(tree, '二组', keys)).toEqual(['p2'])
    expect(matchingKeys(tree, '部', keys)).toEqual(['patent', 'tm'])
    expect(matchingKeys(tree, '', keys)).toEqual([])
  })

  it('opens every ancestor of the matches', () => {
    expect(parentKeys(tree, ['p2'], keys).sort()).toEqual(['hq', 'patent'])
    expect(parentKeys(tree, ['hq'], keys)).toEqual([])
  })

  it('splits a title around the match for highlighting', () => {
    expect(splitTitle('专利代理二组', '二组')).toEqual({ before: '专利代理', match: '二组', after: '' })
    expect(splitTitle('商标部', '二组')).toBeUndefined()
  })
})
