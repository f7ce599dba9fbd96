/**
 * The `Result` envelope of every answer (`org.jeecg.common.api.vo.Result`) and the helpers the real controllers use,
 * each with the code and message defaults it has on a v3.x server.
 */
export interface ResultBody<T = unknown> {
  success: boolean
  message: string
  code: number
  result: T
  timestamp: number
}

/** `new Result()` then setters: success true, message "", code 0 unless given. */
export function result<T = null>(fields: Partial<ResultBody<T>> = {}): ResultBody<T> {
  return { success: true, message: '', code: 0, result: null as T, timestamp: Date.now(), ...fields }
}

/** `new Result()` + `setResult(data)`: succeeds with code 0 (the "code can be 0" gotcha). */
export const plain = <T>(data: T): ResultBody<T> => result({ result: data })

/** `Result.ok(data)` / `Result.OK(data)`: code 200. */
export const ok = <T>(data: T): ResultBody<T> => result({ code: 200, result: data })

/** `Result.ok(String)` in v3.x puts the text in both `message` and `result` (issue I4IP3D). */
export const okMessage = (message: string): ResultBody<string> => result({ code: 200, message, result: message })

/** Instance `success(msg)`: code 200 with the message, keeping whatever result was set. */
export const succeed = <T = null>(message: string, data: T = null as T): ResultBody<T> =>
  result({ code: 200, message, result: data })

/** `Result.error(msg)` / `error500(msg)` (code 500) or `Result.error(code, msg)`. */
export const failure = (message: string, code = 500): ResultBody<null> => result({ success: false, code, message })

/** `Result.noauth(msg)`: Shiro authorisation failures. */
export const noAuth = (message = '没有权限，请联系管理员授权'): ResultBody<null> => failure(message, 510)

/**
 * An exception inside a controller. The server's global handler turns it into HTTP 200 with
 * "操作失败，<exception message>" — including the literal "null" a NullPointerException carries.
 */
export class ServerError extends Error {
  constructor(readonly detail: string | null) {
    super(detail ?? 'null')
  }

  toResult(): ResultBody<null> {
    return failure(`操作失败，${this.detail ?? 'null'}`)
  }
}

/** What a Java NullPointerException looks like to the client: the handler would throw one here. */
export const nullPointer = () => new ServerError(null)
