import type { DictModel } from '../generated/entities'
import { textOf } from '../core/text-of'

/** An item's label: `text`, or the `label`/`title` some endpoints answer instead. */
export const itemText = (item: DictModel): string => item.text ?? item.label ?? item.title ?? item.value

/**
 * The text shown for a coded field: the server's `<field>_dictText` when the answer carries it, otherwise the
 * texts of the matching items (a comma list of values gives a comma list of texts), otherwise the raw value.
 */
export function dictText(
  record: Record<string, unknown>,
  field: string,
  items: readonly DictModel[] | undefined,
): string {
  const fromServer = record[`${field}_dictText`]
  if (typeof fromServer === 'string' && fromServer !== '') return fromServer
  const value = record[field]
  if (value === undefined || value === null || value === '') return ''
  return textOf(value)
    .split(',')
    .map((part) => {
      const item = items?.find((candidate) => String(candidate.value) === part)
      return item ? itemText(item) : part
    })
    .join(',')
}
