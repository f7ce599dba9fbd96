import type { ArrayField, Form } from '@formily/core'
import { LifeCycleTypes } from '@formily/core'
import { formTables } from './form-tables'
import { checkRows } from './rows-check'

/** Formily path pattern of a table's field and every cell under it. */
const tableAndCells = (address: string) => `${address},${address}.*`

/**
 * Validates a form as JeecgBoot's table form does (`validateFormAndTables`): the main form first, then each editable
 * table in the form's order, stopping at the first part that fails. A table is judged by its fields, then by its
 * rows check (the large table's rows that have no fields). A failing step raises Formily's validate-failed event, on
 * which the form's tabs open the failing table's tab. Messages of parts not reached are cleared, so only the failing
 * part shows its messages. Resolves whether the whole form is valid.
 */
export async function validateInOrder(form: Form): Promise<boolean> {
  const tables = formTables(form).map((table) => table.field)
  const addresses = tables.map((field) => field.address.toString())
  const main = addresses.length ? `*(!${addresses.map(tableAndCells).join(',')})` : '*'
  form.clearErrors('*')
  const steps: [string, ArrayField | undefined][] = [
    [main, undefined],
    ...tables.map((field, at): [string, ArrayField] => [`*(${tableAndCells(addresses[at])})`, field]),
  ]
  for (const [pattern, table] of steps) {
    try {
      await form.validate(pattern)
    } catch {
      return false
    }
    if (table && !(await checkRows(table))) {
      form.notify(LifeCycleTypes.ON_FORM_VALIDATE_FAILED)
      return false
    }
  }
  return true
}
