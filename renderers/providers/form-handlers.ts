import type { Result } from '../generated/entities'

type Values = Record<string, unknown>

/**
 * The load and save of a form whose values no one endpoint reads or writes as they are (a `form` action's `handler`):
 * the app turns the row into the form's values and the typed values back into its own requests.
 */
export interface FormHandler {
  /** The form's starting values for the row the action runs on; a rejection is shown and no form opens. */
  load: (record: Values) => Promise<Values>
  /** Sends the typed values; the answer's message is shown and a failed answer keeps the form open. */
  save: (record: Values, values: Values) => Promise<Result<unknown>>
}
