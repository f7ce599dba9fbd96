import { Schema } from '@formily/react'
import { evaluate } from './compile'

/**
 * Makes Formily compile `{{ }}` with the safe evaluator instead of its default `new Function` compiler
 * (which the production build strips). Formily hands over the text between the braces.
 * Schema comes from @formily/react so the registry is the very instance its SchemaField uses.
 */
export function registerFormilyCompiler(): void {
  Schema.registerCompiler((expression: string, scope: unknown) =>
    evaluate(expression, typeof scope === 'object' && scope !== null ? scope : undefined),
  )
}
