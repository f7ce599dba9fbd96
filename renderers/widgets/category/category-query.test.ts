import { describe, expect, it } from 'vitest'
import { categoryQueryValue } from './category-query'
import { isValidCondition } from '../parts/tree-select/condition'

describe('category-query operators', () => {
  it('wraps like in asterisks and prefixes ne with !, ge with >= and le with <=', () => {
    expect(categoryQueryValue('like', 'A01')).toBe('*A01*')
    expect(categoryQueryValue('ne', 'A01')).toBe('!A01')
    expect(categoryQueryValue('ge', 'A01')).toBe('ge A01')
    expect(categoryQueryValue('le', 'A02')).toBe('le A02')
  })
})

describe('tree-select condition', () => {
  it('accepts nothing or a JSON object and refuses arrays, scalars and broken JSON', () => {
    expect(isValidCondition('')).toBe(true)
    expect(isValidCondition(undefined)).toBe(true)
    expect(isValidCondition('{"status":"1"}')).toBe(true)
    expect(isValidCondition('[1]')).toBe(false)
    expect(isValidCondition('"text"')).toBe(false)
    expect(isValidCondition('null')).toBe(false)
    expect(isValidCondition('{status:1}')).toBe(false)
  })
})
