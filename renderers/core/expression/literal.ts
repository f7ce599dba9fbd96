/**
 * Server text is data, never template: a string from a server or a user (an online form's field comment, a
 * dictionary text, a report's column title) that holds `{{` would otherwise be compiled as a placeholder — an error
 * that blanks the page, or worse. It enters a schema as one placeholder holding it as a string literal, which the
 * template compiler gives back exactly as typed; text without `{{` is left as it is.
 */
export const literalText = (text: string): string => (text.includes('{{') ? `{{${JSON.stringify(text)}}}` : text)

/** Every string of a server's answer (a config object, deep) as literal text; keys, numbers and booleans unchanged. */
export function asServerText<T>(value: T): T {
  if (typeof value === 'string') return literalText(value) as T
  if (Array.isArray(value)) return value.map(asServerText) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asServerText(item)])) as T
  return value
}
