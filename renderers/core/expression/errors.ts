/**
 * Every problem the evaluator detects itself (syntax, forbidden access, calling a non-function)
 * names the expression and the character offset, so a broken schema can be traced to its text.
 * Errors thrown by functions the caller put into the scope propagate unchanged.
 */
export class ExpressionError extends Error {
  override readonly name = 'ExpressionError'

  constructor(
    readonly reason: string,
    readonly expression: string,
    readonly offset: number,
  ) {
    super(`${reason} at offset ${offset} in expression ${JSON.stringify(expression)}`)
  }
}
