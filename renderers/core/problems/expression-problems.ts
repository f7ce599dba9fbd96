import { ExpressionError } from '../expression/errors'
import { compileTemplate } from '../expression/template'
import { pointerOf, type SchemaProblem } from './problems'

type Path = (string | number)[]

/** Every {{ }} in every string of a schema value must parse; each problem names where the text is. */
export function expressionProblems(value: unknown, path: Path, problems: SchemaProblem[] = []): SchemaProblem[] {
  if (typeof value === 'string') {
    if (!value.includes('{{')) return problems
    try {
      compileTemplate(value)
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error
      problems.push({
        pointer: pointerOf(path),
        message: `表达式有误：${error.reason}（第 ${error.offset} 个字符，${value}）`,
      })
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => expressionProblems(item, [...path, index], problems))
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) expressionProblems(item, [...path, key], problems)
  }
  return problems
}
