import { describe, expect, it } from 'vitest'
import { cutText } from './ellipsis'

describe('cutText', () => {
  it('counts a non-ASCII character as 2 and cuts at 25 by default', () => {
    expect(cutText('a'.repeat(25))).toBe('a'.repeat(25))
    expect(cutText('a'.repeat(26))).toBe(`${'a'.repeat(25)}...`)
    expect(cutText('知识产权服务管理平台知识产权服务')).toBe('知识产权服务管理平台知识...')
    expect(cutText('知识产权', 5)).toBe('知识...')
  })
})
