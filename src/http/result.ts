import type { Result } from '../generated/entities'

/** The envelope and page types are generated from schemas/entities (result.json, page.json). */
export type { Page, Result } from '../generated/entities'

export function isResult(value: unknown): value is Result {
  return !!value && typeof value === 'object' && typeof (value as Result).success === 'boolean'
}

/** Thrown by `unwrap` so callers can show the server's own message. */
export class ResultError extends Error {
  constructor(readonly response: Result) {
    super(response.message || '操作失败')
    this.name = 'ResultError'
  }
}

export function unwrap<T>(response: Result<T>): T {
  if (!response.success) throw new ResultError(response)
  return response.result
}
