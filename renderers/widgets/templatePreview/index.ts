import type { Widget } from '../widget'

/**
 * A message template filled with test data, in a form (a void field whose props name the template, the data and
 * whether it is rich text, usually as `{{$values.…}}` expressions so it follows what the user types).
 */
export default {} satisfies Widget
