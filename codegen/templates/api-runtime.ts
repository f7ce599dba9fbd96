/* Template of src/generated/api/runtime.ts: codegen copies it below its banner, so it is type-checked as source. */
import type { HttpClient } from '@/http/client'

type Operation = (http: HttpClient, ...args: never[]) => unknown

/** An operation with its HttpClient filled in. */
export type Bound<F> = F extends (http: HttpClient, ...args: infer A) => infer R ? (...args: A) => R : never

/**
 * Binds operations to one HttpClient. Bind only the ones a bundle needs to keep it small (each area is a module of
 * its own and each operation a separate export, so the rest is tree-shaken); createApiClient binds them all.
 */
export function bindOperations<T extends Record<string, Operation>>(
  http: HttpClient,
  operations: T,
): { [K in keyof T]: Bound<T[K]> } {
  return Object.fromEntries(
    Object.entries(operations).map(([id, operation]) => [id, (...args: never[]) => operation(http, ...args)]),
  ) as { [K in keyof T]: Bound<T[K]> }
}

/**
 * A path variable, percent-encoded except for commas: the server signs a comma-bearing last segment as
 * `x-path-variable` only when the commas are literal in the request URI.
 */
export function segment(value: string): string {
  return encodeURIComponent(value).replace(/%2C/g, ',')
}

/** A multipart body as the backend reads it: one part per field, files as they are, everything else as text. */
export function formOf(fields: object): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, value instanceof Blob ? value : String(value))
  }
  return form
}
