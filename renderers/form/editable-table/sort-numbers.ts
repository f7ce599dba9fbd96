import type { ArrayField } from '@formily/core'
import { reaction } from '@formily/reactive'
import { useEffect } from 'react'

type Row = Record<string, unknown> | undefined

/** Writes 1..n into `sortField` of the rows wherever the order left another number. */
function renumber(field: ArrayField, sortField: string): void {
  const rows = (Array.isArray(field.value) ? field.value : []) as Row[]
  rows.forEach((row, index) => {
    if (row?.[sortField] !== index + 1)
      field.form.setValuesIn(`${field.path.toString()}.${index}.${sortField}`, index + 1)
  })
}

/**
 * Keeps the rows' sort numbers 1..n through every add, insert, delete, move and drag,
 * when the schema names the field that holds them.
 */
export function useSortNumbers(field: ArrayField, sortField: string | undefined): void {
  useEffect(() => {
    if (!sortField) return undefined
    return reaction(
      () => ((Array.isArray(field.value) ? field.value : []) as Row[]).map((row) => row?.[sortField]),
      () => renumber(field, sortField),
      { fireImmediately: true },
    )
  }, [field, sortField])
}
