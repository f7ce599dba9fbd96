import type { SchemaProblem } from '../core/problems/problems'
import type { PickerFieldOptions } from './picker-config'
import { bundledPicker, pickerSource } from './picker-sources'

/**
 * What is wrong with the way a field names its picker: neither a bundled name nor an inline schema, or a name with no
 * file. Checking the name needs no validator, so a page with only bundled pickers is checked without one.
 */
export function pickerReferenceProblem(options: PickerFieldOptions): SchemaProblem | undefined {
  if (options.schema !== undefined) return undefined
  if (!options.picker) return { pointer: '', message: '缺少选择器配置：x-component-props.picker 或 schema' }
  if (bundledPicker(options.picker) === undefined)
    return { pointer: '', message: `未知的选择器 "${options.picker}"（${pickerSource(options.picker)} 不存在）` }
  return undefined
}
