import type { Database } from '../../db/database'
import { dictValueOf } from '../dict-text'
import { fieldKind, type EntityField } from '../entity-schemas'

/** What an imported cell binds to. */
export type ImportedValue = string | number | boolean

/**
 * The value an imported cell text stands for, by its entity field, as AutoPoi's `CellValueServer` binds a cell to
 * the entity: dictionary texts back to their values (`男` → 1), dates and date-times to the stored text, numbers
 * and booleans to their JSON types. A text that does not fit is passed on as it is, so validation names the column
 * in the row's error ("生日格式不正确，应为yyyy-MM-dd").
 */
export function importedValue(db: Database, field: EntityField, text: string): ImportedValue {
  const dict = field['x-dict']
  // Export writes a multi-valued dictionary column as its texts joined by commas.
  const value = dict
    ? text
        .split(',')
        .map((item) => dictValueOf(db, dict, item.trim()))
        .join(',')
    : text
  switch (fieldKind(field)) {
    case 'integer':
    case 'number':
      return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(value) && Number.isFinite(Number(value))
        ? Number(value)
        : value
    case 'boolean':
      return booleanOf(value)
    case 'date':
      return dateTimeOf(value)?.slice(0, 10) ?? value
    case 'datetime':
      return dateTimeOf(value) ?? value
    default:
      return value
  }
}

/** 是/否 as export writes booleans, TRUE/FALSE as Excel shows a boolean cell, 1/0 as typed. */
function booleanOf(text: string): boolean | string {
  if (/^(是|true|1)$/i.test(text)) return true
  if (/^(否|false|0)$/i.test(text)) return false
  return text
}

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * `yyyy-MM-dd HH:mm:ss` of a date typed the ways Excel and WPS accept and show one: `1990-01-05`, `1990/1/5`,
 * `1990.1.5` or `1990年1月5日`, optionally with a time `8:30` or `08:30:15`; undefined when it is no calendar day.
 */
function dateTimeOf(text: string): string | undefined {
  const match = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim())
  if (!match) return undefined
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0))
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59)
    return undefined
  return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`
}
