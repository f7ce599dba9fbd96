import type { ArrayField } from '@formily/core'
import { batch, raw } from '@formily/reactive'
import { isVoidField } from '@formily/core'

/** The row index of a field under the table (`<table>.<index>.…`), or undefined for a field elsewhere. */
function rowIndexOf(table: ArrayField, address: string): number | undefined {
  const prefix = `${table.address.toString()}.`
  if (!address.startsWith(prefix)) return undefined
  const index = Number(address.slice(prefix.length).split('.')[0])
  return Number.isInteger(index) ? index : undefined
}

/**
 * Drops the Formily fields of the rows from `from` on, leaving the values alone: those rows move or go, so a field
 * kept at a position would hold another row's state. A mounted cell creates its field again for its new position.
 */
function releaseFieldsFrom(table: ArrayField, from: number): void {
  for (const [address, field] of Object.entries(table.form.fields)) {
    const index = rowIndexOf(table, address)
    if (index === undefined || index < from) continue
    if (isVoidField(field)) field.destroy()
    else field.destroy(false)
  }
}

/**
 * Removes the chosen rows (by row object) in one change of the table's value: one filter, whatever the count, instead
 * of a removal per row that would move the fields of every later row each time.
 */
export function removeRows(table: ArrayField, chosen: ReadonlySet<unknown>): void {
  // A moved row may sit in the array as its observable; the choice holds plain rows.
  const rows = (Array.isArray(table.value) ? raw(table.value) : []).map((row: unknown) => raw(row))
  const first = rows.findIndex((row) => chosen.has(row))
  if (first < 0) return
  batch(() => {
    releaseFieldsFrom(table, first)
    void table.onInput(rows.filter((row) => !chosen.has(row)))
  })
}
