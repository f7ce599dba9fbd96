import type { DashboardPageSchema } from '../generated/validators'
import { ExpressionError } from '../expression/errors'
import { compileTemplate } from '../expression/template'
import { pointerOf, type SchemaProblem } from '../schema/problems'

type Path = (string | number)[]

/** Every {{ }} in the strings of a value must parse; a problem names where the text is. */
function expressions(value: unknown, path: Path, problems: SchemaProblem[]): void {
  if (typeof value === 'string') {
    if (!value.includes('{{')) return
    try {
      compileTemplate(value)
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error
      problems.push({
        pointer: pointerOf(path),
        message: `表达式有误：${error.reason}（第 ${error.offset} 个字符，${value}）`,
      })
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      expressions(item, [...path, Array.isArray(value) ? Number(key) : key], problems)
  }
}

/** What the meta-schema cannot say about a dashboard: unique widget keys, a note with text, parsable placeholders. */
export function checkDashboard(page: DashboardPageSchema): SchemaProblem[] {
  const problems: SchemaProblem[] = []
  const seen = new Set<string>()
  page.widgets.forEach((widget, index) => {
    const at = ['widgets', index]
    if (seen.has(widget.key))
      problems.push({ pointer: pointerOf([...at, 'key']), message: `组件标识 "${widget.key}" 重复` })
    seen.add(widget.key)
    if (widget.kind === 'note' && widget.markdown === undefined && !widget.source)
      problems.push({ pointer: pointerOf(at), message: '说明组件需要 markdown，或 source 与 field' })
    if (widget.kind === 'note' && widget.source && !widget.field)
      problems.push({ pointer: pointerOf([...at, 'field']), message: '缺少必填属性 "field"' })
    expressions(widget.source, [...at, 'source'], problems)
    if (widget.kind === 'kpi') expressions(widget.mini?.source, [...at, 'mini', 'source'], problems)
  })
  return problems
}
