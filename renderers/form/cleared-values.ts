type Values = Record<string, unknown>

/** What a widget leaves when the user clears it: antd's clear gives undefined or null, a multi-value widget []. */
const isCleared = (value: unknown) =>
  value === undefined || value === null || (Array.isArray(value) && value.length === 0)

const isScalar = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'

/**
 * The values to send with every value the form started with and the user cleared sent as `""`. A generated
 * controller's `updateById` runs MyBatis-Plus's default NOT_NULL strategy: a property absent or null keeps its stored
 * value, `""` writes an empty text, so JeecgBoot's own forms send a cleared input as `""`. (Jackson reads `""` as null
 * for a number or date property, which such a server then keeps: the API catalogue names those columns' update
 * strategy as a server rule.) Lists keep their own shape: a sub table left empty is sent as `[]`.
 */
export function withClearedValues(initial: Values, values: Values): Values {
  const cleared = Object.keys(initial).filter(
    (key) => isScalar(initial[key]) && initial[key] !== '' && isCleared(values[key]),
  )
  return cleared.length ? { ...values, ...Object.fromEntries(cleared.map((key) => [key, ''])) } : values
}
