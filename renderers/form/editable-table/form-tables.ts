import type { ArrayField, Form } from '@formily/core'
import { useEffect, type RefObject } from 'react'

/** An editable table of a form, as the form's save sees it. */
export interface FormTable {
  field: ArrayField
  /** A save sends the table's change report instead of its rows (change-report.ts). */
  sendChanges: boolean
  /** The table's element, for its place on the page. */
  element: RefObject<HTMLElement | null>
}

const tablesByForm = new WeakMap<Form, Set<FormTable>>()

/** Makes the table known to its form's save while it is mounted. */
export function useFormTable(field: ArrayField, sendChanges: boolean, element: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const tables = tablesByForm.get(field.form) ?? new Set<FormTable>()
    tablesByForm.set(field.form, tables)
    const table = { field, sendChanges, element }
    tables.add(table)
    return () => void tables.delete(table)
  }, [field, sendChanges, element])
}

/** Whether `a` comes before `b` on the page; undefined when either is not drawn. */
function drawnBefore(a: FormTable, b: FormTable): boolean | undefined {
  const [first, second] = [a.element.current, b.element.current]
  if (!first || !second) return undefined
  return !!(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING)
}

/**
 * The form's editable tables in the order of the form: their places on the page, which a tab pane drawn when first
 * shown does not change (the save draws every pane first), else the order their fields were created in.
 */
export function formTables(form: Form): FormTable[] {
  const order = Object.keys(form.fields)
  const position = (table: FormTable) => order.indexOf(table.field.address.toString())
  return [...(tablesByForm.get(form) ?? [])].sort((a, b) => {
    const before = drawnBefore(a, b)
    return before === undefined ? position(a) - position(b) : before ? -1 : 1
  })
}
