export { compileExpression, evaluate, type CompiledExpression, type ExpressionScope } from './compile'
export { ExpressionError } from './errors'
export { compileTemplate, resolveTemplate } from './template'
