import type { PickerSchema } from '../generated/schema-language'
import { textOf } from '../core/text-of'

export type Row = Record<string, unknown>

/** Props a form schema gives the Picker field (x-component-props). */
export interface PickerFieldOptions {
  /** A bundled picker: schemas/pickers/<picker>.json */
  picker?: string
  /** An inline picker schema, instead of a bundled one. */
  schema?: unknown
  /** Overrides the picker's multiple. */
  multiple?: boolean
  /** Store the id field of returnFields instead of the code field. */
  returnId?: boolean
  /** The field holds an array of values rather than one string joined by `separator`. */
  valueType?: 'string' | 'array'
  separator?: string
  /** The stored string ends with the separator: the backend cuts the last character of an announcement's userIds. */
  trailingSeparator?: boolean
  placeholder?: string
  disabled?: boolean
  /**
   * Overrides the picker's field display; an input display the field chooses opens the picker on a click of the
   * input, without a button (JVxeTable's user and department cells).
   */
  display?: 'tags' | 'input'
}

/** A picker schema with every default of the meta-schema applied, and the field's overrides. */
export interface PickerConfig {
  schema: PickerSchema
  title: string
  width: number
  multiple: boolean
  rowKey: string
  /** The row key whose values the field stores. */
  valueKey: string
  /** The row key shown for a chosen value. */
  displayKey: string
  ellipsisLength: number
  pageSize: number
  pageSizeOptions: number[]
}

const BUSINESS_PAGE_SIZE = 5
const BUSINESS_PAGE_SIZES = [5, 10, 20, 30]

export function pickerConfig(
  schema: PickerSchema,
  options: Pick<PickerFieldOptions, 'multiple' | 'returnId'> = {},
): PickerConfig {
  const [idKey, codeKey] = schema.returnFields ?? ['id', 'id']
  const valueKey = (options.returnId ? idKey : codeKey) ?? 'id'
  return {
    schema,
    title: schema.title ?? `${schema.name}选择`,
    width: schema.width ?? 900,
    multiple: options.multiple ?? schema.multiple ?? true,
    rowKey: schema.rowKey ?? 'id',
    valueKey,
    displayKey: schema.displayField ?? valueKey,
    ellipsisLength: schema.ellipsisLength ?? 12,
    pageSize: schema.pagination?.pageSize ?? BUSINESS_PAGE_SIZE,
    pageSizeOptions: schema.pagination?.pageSizeOptions ?? BUSINESS_PAGE_SIZES,
  }
}

/** The values a field holds, as a list: "a,b," (the announcement's userIds keep a trailing comma) or an array. */
export function valuesOf(value: unknown, separator = ','): string[] {
  if (Array.isArray(value)) return value.map(String).filter(Boolean)
  if (typeof value === 'string') return value.split(separator).filter(Boolean)
  if (typeof value === 'number') return [String(value)]
  return []
}

/** The field value for chosen values, in the shape the field holds. */
export function fieldValue(
  values: string[],
  options: Pick<PickerFieldOptions, 'valueType' | 'separator' | 'trailingSeparator'>,
): string | string[] {
  if (options.valueType === 'array') return values
  const separator = options.separator ?? ','
  const joined = values.join(separator)
  return options.trailingSeparator && joined ? `${joined}${separator}` : joined
}

export const valueOfRow = (row: Row, config: PickerConfig): string => textOf(row[config.valueKey])
export const textOfRow = (row: Row, config: PickerConfig): string =>
  textOf(row[config.displayKey] ?? row[config.valueKey])
