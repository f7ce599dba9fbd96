import { ExpressionError } from '../expression/errors'
import { compileTemplate } from '../expression/template'
import { pointerOf, type SchemaProblem } from './problems'

type Path = (string | number)[]
type Obj = Record<string, unknown>

/**
 * Every {{ }} in every string of a schema value must parse; each problem names where the text is. The walk keeps one
 * path, grown and shrunk as it goes, since it runs over every page each time the page is checked.
 */
export function expressionProblems(value: unknown, path: Path, problems: SchemaProblem[] = []): SchemaProblem[] {
  const at = [...path]
  const visit = (node: unknown): void => {
    if (typeof node === 'string') {
      if (node.includes('{{')) check(node)
    } else if (Array.isArray(node)) node.forEach((item, index) => below(index, item))
    else if (node && typeof node === 'object') for (const key of Object.keys(node)) below(key, (node as Obj)[key])
  }
  const below = (key: string | number, item: unknown) => {
    at.push(key)
    visit(item)
    at.pop()
  }
  const check = (text: string) => {
    try {
      compileTemplate(text)
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error
      problems.push({
        pointer: pointerOf(at),
        message: `表达式有误：${error.reason}（第 ${error.offset} 个字符，${text}）`,
      })
    }
  }
  visit(value)
  return problems
}
