import { memoize } from './cache'
import { evaluateNode } from './evaluator'
import { parse } from './parser'

/** Variables an expression may read; nothing outside it (no globals) is visible. */
export type ExpressionScope = object

export type CompiledExpression = (scope?: ExpressionScope) => unknown

/** Parses once (throwing ExpressionError on a syntax error) and returns a reusable evaluator. */
export const compileExpression: (expression: string) => CompiledExpression = memoize((expression) => {
  const ast = parse(expression)
  return (scope) => evaluateNode(ast, expression, scope)
})

export const evaluate = (expression: string, scope?: ExpressionScope): unknown => compileExpression(expression)(scope)
