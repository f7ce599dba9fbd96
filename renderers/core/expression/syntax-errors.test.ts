import { describe, expect, it } from 'vitest'
import { evaluate } from './compile'
import { ExpressionError } from './errors'

const errorOf = (expression: string): ExpressionError => {
  try {
    evaluate(expression, {})
  } catch (error) {
    if (error instanceof ExpressionError) return error
    throw error
  }
  throw new Error(`expected ${expression} to fail`)
}

describe('syntax errors', () => {
  it.each([
    ['1 +', 'Unexpected end of expression', 3],
    ['a b', "Unexpected token 'b'", 2],
    ['(1 + 2', 'Unexpected end of expression', 6],
    ['[1, 2', 'Unexpected end of expression', 5],
    ['{ a: 1', 'Unexpected end of expression', 6],
    ['{ a b }', "Unexpected token 'b'", 4],
    ['a.', 'Unexpected end of expression', 2],
    ['a.1', "Unexpected token '.1'", 1],
    ['a[', 'Unexpected end of expression', 2],
    ['f(1,, 2)', "Unexpected token ','", 4],
    ['[1,,2]', "Unexpected token ','", 3],
    ['1 ? 2', 'Unexpected end of expression', 5],
    [')', "Unexpected token ')'", 0],
    ['', 'Unexpected end of expression', 0],
    ['a # b', "Unexpected character '#'", 2],
    ['a & b', "Unexpected character '&'", 2],
    ["'open", 'Unterminated string literal', 0],
    ['x + "a\nb"', 'Unterminated string literal', 4],
    ['3in x', 'Invalid number', 0],
    ["'\\x4'", 'Invalid escape sequence', 1],
    ["'\\u{110000}'", 'Invalid escape sequence', 1],
    ['`a${b}`', 'Template literal substitutions are not supported', 2],
    ['-2 ** 2', 'Wrap the unary expression before ** in parentheses', 3],
    ['a = 1', "Assignment is not supported ('=')", 2],
    [
      'x => { return x }',
      'Arrow function bodies must be a single expression; wrap an object literal in parentheses',
      5,
    ],
    ['(a, 1) => a', 'Arrow function parameters must be plain identifiers', 4],
    ['(a, b', "Unexpected token ','", 2],
    ['1, 2', "Unexpected token ','", 1],
    ['new Date()', "'new' is not supported", 0],
  ])('%j fails with %s at offset %i', (expression, reason, offset) => {
    const error = errorOf(expression)
    expect(error.reason).toBe(reason)
    expect(error.offset).toBe(offset)
    expect(error.expression).toBe(expression)
    expect(error.name).toBe('ExpressionError')
    expect(error.message).toBe(`${reason} at offset ${offset} in expression ${JSON.stringify(expression)}`)
  })

  it('counts offsets from the start of the text, including leading whitespace', () => {
    expect(errorOf("   $deps[0] === 'a' )").offset).toBe(20)
  })
})
