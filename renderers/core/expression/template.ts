import type { Node } from './ast'
import { memoize } from './cache'
import type { CompiledExpression, ExpressionScope } from './compile'
import { ExpressionError } from './errors'
import { evaluateNode } from './evaluator'
import { parse } from './parser'
import { textOf } from '../text-of'

type Part = string | Node

const OPEN = '{{'
const CLOSE = '}}'

/**
 * Compiles text with `{{ expression }}` placeholders. Text that is exactly one placeholder (surrounding
 * whitespace aside, as in Formily) yields the expression's raw value; otherwise the parts are concatenated,
 * with null and undefined rendered as empty text. Error offsets count from the start of the whole text.
 */
export const compileTemplate: (text: string) => CompiledExpression = memoize((text) => {
  const parts = splitTemplate(text)
  const expressions = parts.filter((part): part is Node => typeof part !== 'string')
  if (expressions.length === 0) return () => text
  if (expressions.length === 1 && parts.every((part) => typeof part !== 'string' || part.trim() === '')) {
    const [ast] = expressions
    return (scope) => evaluateNode(ast, text, scope)
  }
  return (scope) =>
    parts.map((part) => (typeof part === 'string' ? part : textOf(evaluateNode(part, text, scope)))).join('')
})

export const resolveTemplate = (text: string, scope?: ExpressionScope): unknown => compileTemplate(text)(scope)

function splitTemplate(text: string): Part[] {
  const parts: Part[] = []
  let position = 0
  for (let open = text.indexOf(OPEN); open !== -1; open = text.indexOf(OPEN, position)) {
    const close = findClose(text, open + OPEN.length)
    if (close === -1) throw new ExpressionError(`Unclosed placeholder, expected '${CLOSE}'`, text, open)
    if (open > position) parts.push(text.slice(position, open))
    parts.push(parse(text, open + OPEN.length, close))
    position = close + CLOSE.length
  }
  if (position < text.length) parts.push(text.slice(position))
  return parts
}

/** Offset of the `}}` closing a placeholder, skipping braces of object literals and quoted text. */
function findClose(text: string, from: number): number {
  let depth = 0
  for (let position = from; position < text.length; position += 1) {
    const char = text[position]
    if (char === '"' || char === "'" || char === '`') {
      position = skipQuoted(text, position)
    } else if (char === '{') {
      depth += 1
    } else if (char === '}') {
      if (depth === 0 && text.startsWith(CLOSE, position)) return position
      depth = Math.max(0, depth - 1)
    }
  }
  return -1
}

function skipQuoted(text: string, start: number): number {
  const quote = text[start]
  for (let position = start + 1; position < text.length; position += 1) {
    if (text[position] === '\\') position += 1
    else if (text[position] === quote) return position
  }
  return text.length
}
