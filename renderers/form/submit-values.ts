/** The key Formily's ArrayTable writes into every row; the server must never see it. */
export const ARRAY_INDEX_KEY = '__DO_NOT_USE_THIS_PROPERTY_index__'

/** A plain copy of form values with ArrayTable's row index removed at every depth. */
export function submitValues<T>(values: T): T {
  if (Array.isArray(values)) return values.map((item: unknown) => submitValues(item)) as T
  if (values && typeof values === 'object' && Object.getPrototypeOf(values) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(values)
        .filter(([key]) => key !== ARRAY_INDEX_KEY)
        .map(([key, value]) => [key, submitValues(value)]),
    ) as T
  }
  return values
}
