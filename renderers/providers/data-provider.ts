import type { Result } from '../generated/entities'

/** A request whose arguments travel in the query string (GET, DELETE). */
export interface QueryParams {
  url: string
  params?: object
  signal?: AbortSignal
  /** A failure is shown where the request was made; the app's own error toast is left out. */
  quiet?: boolean
}

/** A request with a JSON body (POST, PUT). */
export interface BodyParams {
  url: string
  body?: unknown
}

/** A one-off request a schema describes with its method (a `call` object). */
export interface CallParams {
  method: 'get' | 'post' | 'put' | 'delete'
  url: string
  params?: object
  body?: unknown
  /** The answer may be bare JSON without the Result envelope: it is then taken as the result of a success. */
  bare?: boolean
  /** A failure is shown where the request was made; the app's own error toast is left out. */
  quiet?: boolean
}

/** A multipart POST: one part per field, files as they are, everything else as text. */
export interface UploadParams {
  url: string
  fields: Record<string, string | Blob>
  onProgress?: (percent: number) => void
  /** Leave out the sign-in token (table-cell uploads send it only when their column asks). */
  withoutToken?: boolean
  signal?: AbortSignal
}

/**
 * Everything the engine reads from or writes to the server, as plain async functions with one params object each
 * (refine's dataProvider shape). URLs are below the API base; answers are the backend's Result envelope, so a
 * refusal resolves with `success: false` and its message. A request that fails below the envelope (network, HTTP
 * status) rejects; `upload` rejects with an Error whose message is what the user should read.
 */
export interface DataProvider {
  /** Rows of a list: a page (`records`, `total`) or a plain array. */
  list: <T = unknown>(params: QueryParams) => Promise<Result<T>>
  /** One record or any other read. */
  get: <T = unknown>(params: QueryParams) => Promise<Result<T>>
  /** POST of a new record. */
  create: <T = unknown>(params: BodyParams) => Promise<Result<T>>
  /** PUT of an edited record. */
  update: <T = unknown>(params: BodyParams) => Promise<Result<T>>
  delete: <T = unknown>(params: QueryParams) => Promise<Result<T>>
  call: <T = unknown>(params: CallParams) => Promise<Result<T>>
  /** A file answer (Excel exports). */
  download: (params: QueryParams) => Promise<Blob>
  upload: <T = unknown>(params: UploadParams) => Promise<Result<T>>
}
