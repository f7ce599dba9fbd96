import type { Form } from '@formily/core'
import { formTables } from './form-tables'

/** Formily path pattern of a table's field and every cell under it. */
const tableAndCells = (address: string) => `${address},${address}.*`

/**
 * Validates a form as JeecgBoot's table form does (`validateFormAndTables`): the main form first, then each editable
 * table in the form's order, stopping at the first part that fails. A failing step raises Formily's validate-failed
 * event, on which the form's tabs open the failing table's tab. Messages of parts not reached are cleared, so only
 * the failing part shows its messages. Resolves whether the whole form is valid.
 */
export async function validateInOrder(form: Form): Promise<boolean> {
  const tables = formTables(form).map((table) => table.field.address.toString())
  const main = tables.length ? `*(!${tables.map(tableAndCells).join(',')})` : '*'
  form.clearErrors('*')
  for (const step of [main, ...tables.map((address) => `*(${tableAndCells(address)})`)]) {
    try {
      await form.validate(step)
    } catch {
      return false
    }
  }
  return true
}
