export type DynamicParams = Record<string, unknown>

/** A value written as a SQL literal ('abc') shown in a query field reads abc. */
export function stripQuotes(value: unknown): unknown {
  return typeof value === 'string' && value.length >= 2 && value.startsWith("'") && value.endsWith("'")
    ? value.slice(1, -1)
    : value
}

/**
 * The popup's dynamic parameters as the report's getData call sends them: each as `self_<name>`, the value as
 * given (the server puts it into the report's SQL).
 */
export function selfParams(params: DynamicParams | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [`self_${name}`, value]))
}

/**
 * Starting values of the query form: a dynamic parameter named like a single-value query field fills that field,
 * its surrounding single quotes stripped (JPopupOnlReport.dynamicParamHandler).
 */
export function queryDefaults(
  params: DynamicParams | undefined,
  singleFields: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params ?? {})
      .filter(([name]) => singleFields.includes(name))
      .map(([name, value]) => [name, stripQuotes(value)]),
  )
}
