import type { PickerSchema } from '../generated/schema-language'
import { validatePicker } from '../generated/validate/picker'
import { isTableDictCode } from '../dict'
import { widgetProblem } from '../widgets/registry'
import { oldSpellings, withOldSpellings } from '../core/problems/check-spellings'
import { fromAjv, pointerOf, UNTITLED, type SchemaProblem } from '../core/problems/problems'
import { bundledPicker, pickerSource } from './picker-sources'
import { pickerReferenceProblem } from './picker-reference'
import type { PickerFieldOptions } from './picker-config'

export type PickerValidation = { ok: true; picker: PickerSchema } | { ok: false; problems: SchemaProblem[] }

type Path = (string | number)[]

/** The checks JSON Schema leaves out: urls and the tree each layout needs, registry names, dictionaries. */
function semanticProblems(picker: PickerSchema, dictCodes: ReadonlySet<string>): SchemaProblem[] {
  const problems: SchemaProblem[] = []
  const add = (path: Path, message: string) => problems.push({ pointer: pointerOf(path), message })
  const dict = (code: string | undefined, path: Path) => {
    if (code && !isTableDictCode(code) && !dictCodes.has(code)) add(path, `未知的字典编码 "${code}"`)
  }
  if (picker.layout !== 'tree') {
    if (!picker.api?.list) add(['api', 'list'], '请设置 url.list 属性!')
    if (!picker.columns?.length) add(['columns'], '缺少列配置 columns')
  }
  if (picker.layout !== 'table' && !picker.api?.tree) add(['api', 'tree'], '请设置 url.tree 属性!')
  if (picker.layout === 'treeTable' && !picker.tree?.filterParam)
    add(['tree', 'filterParam'], '缺少树节点的查询参数 filterParam')
  picker.columns?.forEach((column, index) => {
    const problem = widgetProblem(column.render ?? 'text', 'cell')
    if (problem) add(['columns', index, 'render'], problem)
    if (column.title === undefined) add(['columns', index], UNTITLED)
    dict(column.dict, ['columns', index, 'dict'])
  })
  picker.search?.forEach((field, index) => {
    const component = field.component ?? 'text'
    const problem = widgetProblem(component, 'search')
    if (problem) add(['search', index, 'component'], problem)
    if (component === 'dict') dict(field.dict, ['search', index, 'dict'])
    if (field.title === undefined) add(['search', index], UNTITLED)
  })
  return problems
}

/** A picker schema from any source: its meta-schema (precompiled), then the semantic checks. */
export function validatePickerSchema(schema: unknown, dictCodes: ReadonlySet<string>): PickerValidation {
  const problems = withOldSpellings(
    oldSpellings(schema, 'picker'),
    validatePicker(schema) ? semanticProblems(schema, dictCodes) : fromAjv(validatePicker.errors),
  )
  return problems.length ? { ok: false, problems } : { ok: true, picker: schema as PickerSchema }
}

/** Where a field's picker comes from, for messages. */
export const fieldPickerSource = (options: PickerFieldOptions): string =>
  options.schema !== undefined ? '内联选择器配置' : pickerSource(options.picker ?? '')

/** The picker a field names (bundled) or carries (inline), validated. */
export function resolvePicker(options: PickerFieldOptions, dictCodes: ReadonlySet<string>): PickerValidation {
  const problem = pickerReferenceProblem(options)
  if (problem) return { ok: false, problems: [problem] }
  return validatePickerSchema(options.schema ?? bundledPicker(options.picker ?? ''), dictCodes)
}
