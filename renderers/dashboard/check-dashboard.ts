import type { DashboardPageSchema, Source, WidgetSource } from '../generated/schema-language'
import { expressionProblems } from '../core/problems/expression-problems'
import { pointerOf, type SchemaProblem } from '../core/problems/problems'

export type PageSources = NonNullable<DashboardPageSchema['sources']>

/**
 * The source a widget holds, or the page's source it names (undefined for a name the page lacks). Here, beside the
 * check of the names, so validating a page does not bring the dashboard's renderer.
 */
export const sourceIn = (sources: PageSources | undefined, source: WidgetSource | undefined): Source | undefined =>
  typeof source !== 'string' ? source : sources && Object.hasOwn(sources, source) ? sources[source] : undefined

/**
 * What the meta-schema cannot say about a dashboard: unique widget keys, a source name the page declares, a note with
 * text, parsable placeholders, an export with somewhere to export from.
 */
export function checkDashboard(page: DashboardPageSchema): SchemaProblem[] {
  const problems: SchemaProblem[] = []
  const seen = new Set<string>()
  for (const [name, source] of Object.entries(page.sources ?? {}))
    expressionProblems(source, ['sources', name], problems)
  /** A widget's own source: its placeholders parse; a named one: the page declares it. */
  const checkSource = (source: WidgetSource | undefined, at: (string | number)[]) => {
    if (typeof source !== 'string') expressionProblems(source, at, problems)
    else if (!sourceIn(page.sources, source))
      problems.push({ pointer: pointerOf(at), message: `未知的数据源 "${source}"（页面的 sources 中没有）` })
  }
  page.widgets.forEach((widget, index) => {
    const at = ['widgets', index]
    if (seen.has(widget.key))
      problems.push({ pointer: pointerOf([...at, 'key']), message: `组件标识 "${widget.key}" 重复` })
    seen.add(widget.key)
    if (widget.kind === 'note' && widget.markdown === undefined && !widget.source)
      problems.push({ pointer: pointerOf(at), message: '说明组件需要 markdown，或 source 与 field' })
    if (widget.kind === 'note' && widget.source && !widget.field)
      problems.push({ pointer: pointerOf([...at, 'field']), message: '缺少必填属性 "field"' })
    if ('source' in widget) checkSource(widget.source, [...at, 'source'])
    if (widget.kind === 'kpi') checkSource(widget.mini?.source, [...at, 'mini', 'source'])
    if (widget.kind === 'table') {
      expressionProblems(widget.where, [...at, 'where'], problems)
      expressionProblems(widget.summary, [...at, 'summary'], problems)
      // An online report exports through the report's own endpoint; a call's table needs the url that writes its file.
      const exportAt = widget.toolbar?.findIndex(({ kind }) => kind === 'exportXls') ?? -1
      const source = sourceIn(page.sources, widget.source)
      if (exportAt >= 0 && source && 'call' in source && !widget.api?.exportXls)
        problems.push({ pointer: pointerOf([...at, 'toolbar', exportAt]), message: '导出需要 api.exportXls' })
    }
    if (widget.kind === 'metrics') expressionProblems(widget.rows, [...at, 'rows'], problems)
  })
  return problems
}
