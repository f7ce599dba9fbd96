/** JeecgBoot's response envelope. `success` is the only reliable flag: many successful answers carry code 0. */
export interface Result<T = unknown> {
  success: boolean
  message: string
  code: number
  result: T
  timestamp: number
}

/** MyBatis-Plus page as the backend serialises it; the UI reads records and total. */
export interface Page<T> {
  records: T[]
  total: number
  size?: number
  current?: number
  pages?: number
}

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
