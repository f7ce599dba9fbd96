import { LifeCycleTypes, type ArrayField, type GeneralField } from '@formily/core'
import { patchFieldStates } from '@formily/core/esm/shared/internals'
import { batch, raw } from '@formily/reactive'

type FieldPatch = Parameters<typeof patchFieldStates>[1][number]

/** The row index of a field under the table (`<table>.<index>.…`), or undefined for a field elsewhere. */
function rowIndexOf(prefix: string, address: string): number | undefined {
  if (!address.startsWith(prefix)) return undefined
  const index = Number(address.slice(prefix.length).split('.')[0])
  return Number.isInteger(index) ? index : undefined
}

/**
 * Moves the Formily fields of the kept rows from `first` on to their rows' new positions and drops the removed
 * rows' fields, in one pass over the form's fields (Formily's own remove moves every later row's fields once per
 * removed row). A field keeps its state with its row: a failing cell's message stays on that cell.
 */
function moveFieldsWithRows(table: ArrayField, removed: readonly boolean[], first: number): void {
  const prefix = `${table.address.toString()}.`
  const target: number[] = []
  let gone = 0
  for (const [index, isRemoved] of removed.entries()) {
    target[index] = index - gone
    if (isRemoved) gone++
  }
  const drops: FieldPatch[] = []
  const moves: FieldPatch[] = []
  for (const [address, field] of Object.entries(table.form.fields) as [string, GeneralField | undefined][]) {
    const index = rowIndexOf(prefix, address)
    if (!field || index === undefined || index < first) continue
    if (removed[index]) drops.push({ type: 'remove', address })
    else {
      const rest = address.slice(prefix.length + String(index).length)
      moves.push({ type: 'update', address: `${prefix}${target[index]}${rest}`, oldAddress: address, payload: field })
    }
  }
  const fields = table.form.fields as Record<string, GeneralField | undefined>
  // Drops first: a moved field may take the address a dropped one leaves.
  patchFieldStates(table.form.fields, [...drops, ...moves])
  // A move leaves its old address empty; Formily's array cleanup destroys every field past the new length, so no
  // empty address may stay there.
  for (const { oldAddress } of moves) if (oldAddress && fields[oldAddress] === undefined) delete fields[oldAddress]
  table.form.notify(LifeCycleTypes.ON_FORM_GRAPH_CHANGE)
}

/**
 * Removes the chosen rows (by row object) in one change of the table's value: one filter, whatever the count, instead
 * of a removal per row that would move the fields of every later row each time.
 */
export function removeRows(table: ArrayField, chosen: ReadonlySet<unknown>): void {
  // A moved row may sit in the array as its observable; the choice holds plain rows.
  const rows = (Array.isArray(table.value) ? raw(table.value) : []).map((row: unknown) => raw(row))
  const removed = rows.map((row) => chosen.has(row))
  const first = removed.indexOf(true)
  if (first < 0) return
  batch(() => {
    moveFieldsWithRows(table, removed, first)
    void table.onInput(rows.filter((_, index) => !removed[index]))
  })
}
