import type { Field } from '../generated/schema-language'
import type { DictModel } from '../generated/entities'
import { dictText } from '../dict/dict-text'
import { textOf } from '../core/text-of'
import { moneyText } from '../widgets/money'
import type { Row } from '../core/rows-of'

/**
 * A field's value as a printed sheet writes it: a dictionary's text (the server's `_dictText`, else the items'), an
 * amount with two decimals, anything else as text. A missing value or a number that is not one prints blank, never
 * `undefined` or `NaN`.
 */
export function printedText(record: Row, field: string, definition: Field | undefined, items?: DictModel[]): string {
  const value = record[field]
  if (typeof value === 'number' && !Number.isFinite(value)) return ''
  if (definition?.['x-dict']) return dictText(record, field, items)
  if (definition?.format === 'money') return moneyText(value)
  return textOf(value)
}
