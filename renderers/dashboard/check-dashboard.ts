import type { DashboardPageSchema } from '../generated/schema-language'
import { expressionProblems } from '../core/problems/expression-problems'
import { pointerOf, type SchemaProblem } from '../core/problems/problems'

/**
 * What the meta-schema cannot say about a dashboard: unique widget keys, a note with text, parsable placeholders, an
 * export with somewhere to export from.
 */
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
    if ('source' in widget) expressionProblems(widget.source, [...at, 'source'], problems)
    if (widget.kind === 'kpi') expressionProblems(widget.mini?.source, [...at, 'mini', 'source'], problems)
    if (widget.kind === 'table') {
      expressionProblems(widget.where, [...at, 'where'], problems)
      expressionProblems(widget.summary, [...at, 'summary'], problems)
      // An online report exports through the report's own endpoint; a call's table needs the url that writes its file.
      const exportAt = widget.toolbar?.findIndex(({ kind }) => kind === 'exportXls') ?? -1
      if (exportAt >= 0 && 'call' in widget.source && !widget.api?.exportXls)
        problems.push({ pointer: pointerOf([...at, 'toolbar', exportAt]), message: '导出需要 api.exportXls' })
    }
    if (widget.kind === 'metrics') expressionProblems(widget.rows, [...at, 'rows'], problems)
  })
  return problems
}
