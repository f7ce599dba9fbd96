export { compileExpression, evaluate, type CompiledExpression, type ExpressionScope } from './compile'
export { ExpressionError } from './errors'
export { registerFormilyCompiler } from './formily'
export { compileTemplate, resolveTemplate } from './template'
