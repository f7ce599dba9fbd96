import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios'
import { failureText } from './failure-text'
import { isResult, type Result } from './result'
import { computeSign, signTimestamp } from './sign'

export const HTTP_TIMEOUT_MS = 90_000

/** An HTTP-level failure after the catalogue has seen it; `result` holds the body when it was an envelope. */
export interface HttpFailure {
  status: number | undefined
  message: string
  result?: Result
  /** True when a token was sent, so the catalogue knows whether to log out. */
  hadToken: boolean
}

export interface HttpClientOptions {
  baseURL: string
  timeout?: number
  getToken: () => string | undefined
  getTenantId: () => string | number | undefined
  /** The error catalogue; integrators may leave it out and handle rejections themselves. */
  onHttpError?: (failure: HttpFailure) => void
  /**
   * Settles when the backend can answer; every request waits for it (the built-in one starts as the app draws). When
   * it rejects, no request goes out: each fails at once with its reason and without the catalogue's toast, since
   * whoever failed it has told the user why.
   */
  ready?: () => Promise<void>
}

export interface RequestOptions {
  /** Sign the call with X-Sign / X-TIMESTAMP. GET and POST are signed by default, as in the original client. */
  signed?: boolean
  headers?: Record<string, string>
  signal?: AbortSignal
  /**
   * The endpoint may answer bare JSON without the Result envelope (Spring actuator, the Redis monitor's keysSize and
   * memoryInfo): such an answer comes back wrapped as a successful envelope; an envelope passes as it is.
   */
  bare?: boolean
  /** The caller shows a failure where the request was made (a dashboard card): the catalogue's toast is left out. */
  quiet?: boolean
}

export interface UploadOptions {
  /** Leave out X-Access-Token: table-cell uploads send it only when their column sets `token`. */
  withoutToken?: boolean
  signal?: AbortSignal
}

declare module 'axios' {
  interface AxiosRequestConfig {
    signed?: boolean
    withoutToken?: boolean
    bare?: boolean
    quiet?: boolean
  }
}

/** A refusal of the token itself: 401, or the 500 whose message says the token expired. */
const endsSession = (failure: HttpFailure) => failure.status === 401 || failure.message.includes('Token失效')

/** A bare JSON answer as the successful envelope the callers expect. */
const wrapBare = (body: unknown): Result => ({
  success: true,
  message: '',
  code: 200,
  result: body,
  timestamp: Date.now(),
})

const UNSIGNED_T_URLS = /sys\/dict\/getDictItems/

function tokenOf(config: InternalAxiosRequestConfig): string | undefined {
  return (config.headers?.['X-Access-Token'] as string | undefined) || undefined
}

/** A request never sent because the backend cannot answer at all (`ready` rejected). */
class BackendUnavailable extends Error {}

/** Reads the body of a blob answer so a token-expired message inside a download is still recognised. */
async function readBody(data: unknown): Promise<unknown> {
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      return JSON.parse(await data.text())
    } catch {
      return undefined
    }
  }
  return data
}

/** The answer's own message when it has a non-blank one (an HTML page or an empty `message` has none). */
function messageOf(body: unknown, fallback: string): string {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined
  return typeof message === 'string' && message.trim() !== '' ? message : fallback
}

export function createAxios(options: HttpClientOptions): AxiosInstance {
  const instance = axios.create({ baseURL: options.baseURL, timeout: options.timeout ?? HTTP_TIMEOUT_MS })

  instance.interceptors.request.use(async (config) => {
    await options.ready?.().catch((reason: unknown) => {
      throw new BackendUnavailable(reason instanceof Error ? reason.message : String(reason))
    })
    const token = config.withoutToken ? undefined : options.getToken()
    if (token) config.headers.set('X-Access-Token', token)
    config.headers.set('tenant-id', String(options.getTenantId() || 0))
    const method = (config.method ?? 'get').toLowerCase()
    if (config.signed) {
      // The body of a POST is what the original client signed; a GET signs its params.
      const signParams: unknown = method === 'get' ? config.params : config.data
      config.headers.set(
        'X-Sign',
        computeSign(
          config.url ?? '',
          signParams && typeof signParams === 'object' ? (signParams as Record<string, unknown>) : {},
        ),
      )
      config.headers.set('X-TIMESTAMP', signTimestamp())
    }
    // `_t` is added after signing; the server drops it before verifying.
    if (method === 'get' && !UNSIGNED_T_URLS.test(config.url ?? '')) {
      config.params = {
        _t: Math.floor(Date.now() / 1000),
        ...((config.params as Record<string, unknown> | undefined) ?? {}),
      }
    }
    return config
  })

  instance.interceptors.response.use(
    (response) => {
      if (response.config.responseType === 'blob' || isResult(response.data)) return response
      if (response.config.bare) return { ...response, data: wrapBare(response.data) }
      const failure: HttpFailure = {
        status: response.status,
        message: '服务器返回的数据格式不正确',
        hadToken: !!tokenOf(response.config),
      }
      if (!response.config.quiet) options.onHttpError?.(failure)
      return Promise.reject(Object.assign(new Error(failure.message), { failure }))
    },
    async (error: AxiosError) => {
      // The caller cancelled it (a removed upload, a left page): nothing went wrong that the user should hear about.
      if (axios.isCancel(error)) return Promise.reject(error)
      if (error instanceof BackendUnavailable) {
        const failure: HttpFailure = { status: undefined, message: error.message, hadToken: false }
        return Promise.reject(Object.assign(error, { failure }))
      }
      const body = await readBody(error.response?.data)
      const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT'
      const failure: HttpFailure = {
        status: error.response?.status ?? (timedOut ? 504 : undefined),
        message: messageOf(body, timedOut && !error.response ? '网络超时' : failureText(error.response?.status)),
        result: isResult(body) ? body : undefined,
        hadToken: !!(error.config && tokenOf(error.config)),
      }
      // A dead token still goes to the catalogue, which signs the user out, however quiet the request.
      if (!error.config?.quiet || endsSession(failure)) options.onHttpError?.(failure)
      // Whoever shows the error's own message shows the catalogue's words too, never axios's English.
      return Promise.reject(Object.assign(error, { failure, message: failure.message }))
    },
  )
  return instance
}

/** The request helpers of the original `api/manage.js`, returning the Result envelope. */
export function createHttpClient(options: HttpClientOptions) {
  const instance = createAxios(options)
  const send = async <T>(config: AxiosRequestConfig): Promise<Result<T>> =>
    (await instance.request<Result<T>>(config)).data

  return {
    axios: instance,
    get: <T>(url: string, params?: object, request: RequestOptions = {}) =>
      send<T>({
        url,
        method: 'get',
        params,
        signed: request.signed ?? true,
        headers: request.headers,
        signal: request.signal,
        bare: request.bare,
        quiet: request.quiet,
      }),
    post: <T>(url: string, body?: unknown, request: RequestOptions = {}) =>
      send<T>({
        url,
        method: 'post',
        data: body,
        signed: request.signed ?? true,
        headers: request.headers,
        signal: request.signal,
        bare: request.bare,
        quiet: request.quiet,
      }),
    put: <T>(url: string, body?: unknown, request: RequestOptions = {}) =>
      send<T>({
        url,
        method: 'put',
        data: body,
        signed: request.signed ?? false,
        headers: request.headers,
        signal: request.signal,
        bare: request.bare,
        quiet: request.quiet,
      }),
    /** DELETE carries its arguments in the query string, as the backend reads them. */
    delete: <T>(url: string, params?: object, request: RequestOptions = {}) =>
      send<T>({
        url,
        method: 'delete',
        params,
        signed: request.signed ?? false,
        headers: request.headers,
        signal: request.signal,
        bare: request.bare,
        quiet: request.quiet,
      }),
    /**
     * GET with a blob answer (exports); unsigned like the original `downFile`. The fetch adapter yields a real Blob
     * in browsers and in node alike (axios' node adapter would hand back a string).
     */
    async download(url: string, params?: object): Promise<Blob> {
      const response = await instance.request<Blob>({
        url,
        method: 'get',
        params,
        responseType: 'blob',
        adapter: 'fetch',
      })
      return response.data
    },
    /** Multipart POST; unsigned like the original `uploadAction`. */
    upload: <T>(url: string, form: FormData, onProgress?: (percent: number) => void, request: UploadOptions = {}) =>
      send<T>({
        url,
        method: 'post',
        data: form,
        withoutToken: request.withoutToken,
        signal: request.signal,
        onUploadProgress: (event) => onProgress?.(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
      }),
  }
}

export type HttpClient = ReturnType<typeof createHttpClient>
