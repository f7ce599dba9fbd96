import type { ArrayField, Form } from '@formily/core'
import { useEffect } from 'react'

/** An editable table of a form, as the form's save sees it. */
export interface FormTable {
  field: ArrayField
  /** A save sends the table's change report instead of its rows (change-report.ts). */
  sendChanges: boolean
}

const tablesByForm = new WeakMap<Form, Set<FormTable>>()

/** Makes the table known to its form's save while it is mounted. */
export function useFormTable(field: ArrayField, sendChanges: boolean): void {
  useEffect(() => {
    const tables = tablesByForm.get(field.form) ?? new Set<FormTable>()
    tablesByForm.set(field.form, tables)
    const table = { field, sendChanges }
    tables.add(table)
    return () => void tables.delete(table)
  }, [field, sendChanges])
}

/** The form's editable tables in the order of the form (the order their fields were created in, the schema's). */
export function formTables(form: Form): FormTable[] {
  const order = Object.keys(form.fields)
  const position = (table: FormTable) => order.indexOf(table.field.address.toString())
  return [...(tablesByForm.get(form) ?? [])].sort((a, b) => position(a) - position(b))
}
