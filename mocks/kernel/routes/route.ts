import { http, HttpResponse, matchRequestUrl, type HttpCustomPredicate, type HttpHandler, type PathParams } from 'msw'
import type { BackendCore } from '../backend-core'
import type { Database } from '../db/database'
import type { SysUser } from '../db/entities'
import { recordTrace } from '../services/http-traces'
import { clientIp } from '../services/logs'
import { failure, noAuth, result, ServerError, type ResultBody } from '../services/result'
import { resolveToken } from '../services/session'
import { isSignedPath, verifySignedRequest } from '../services/sign'
import { backendPath, CONTEXT_PATH, isAnonymousPath } from './paths'
import { mayCall, type OperationGuard } from './operation-guard'
import { holdsPermission } from './permission-guard'
import type { Upkeep } from '../upkeep'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RequestContext {
  backend: BackendCore
  db: Database
  request: Request
  url: URL
  /** Path variables, URL-decoded once like Spring's `@PathVariable`. */
  params: Record<string, string>
  query: URLSearchParams
  /** The signed-in user; null only on anonymous paths. */
  user: SysUser | null
  /** The `X-Access-Token` header (or `token` query parameter) as sent, valid or not. */
  token: string | null
  ip: string
  /** `@RequestBody`: the JSON body, or the errors Spring reports for a missing or malformed one. */
  body: <T = Record<string, unknown>>() => Promise<T>
  /** `@RequestParam(required = true)`. */
  requiredParam: (name: string) => string
}

export interface Route {
  /** Below the context path, in msw's syntax: `/sys/randomImage/:key`. */
  path: string
  /** Methods the mapping accepts; `ANY` for a bare `@RequestMapping`. */
  methods: readonly HttpMethod[] | 'ANY'
  /**
   * `@RequiresPermissions`: the button code the user must hold, checked before the controller runs; a function when
   * the code depends on the request. None (or undefined) lets every signed-in user in.
   */
  permission?: string | ((context: RequestContext) => Promise<string | undefined> | string | undefined)
  handle(context: RequestContext): Promise<ResultBody<unknown> | Response> | ResultBody<unknown> | Response
}

/** `JwtUtil.responseError`: HTTP 401 and — really — `success: true`. */
const tokenInvalid = () => HttpResponse.json(result({ code: 401, message: 'Token失效，请重新登录!' }), { status: 401 })

const notFound = () => HttpResponse.json(failure('路径不存在，请检查路径是否正确', 404), { status: 404 })

function tokenOf(request: Request, url: URL): string | null {
  return request.headers.get('X-Access-Token') || url.searchParams.get('token') || null
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

function createContext(
  backend: BackendCore,
  request: Request,
  url: URL,
  params: Record<string, string>,
  user: SysUser | null,
  bodyText: Promise<string>,
): RequestContext {
  return {
    backend,
    db: backend.db,
    request,
    url,
    params,
    query: url.searchParams,
    user,
    token: tokenOf(request, url),
    ip: clientIp(request),
    async body<T>() {
      const text = await bodyText
      if (text.trim() === '') throw new ServerError('Required request body is missing')
      try {
        return JSON.parse(text) as T
      } catch (error) {
        throw new ServerError(`JSON parse error: ${(error as Error).message}`)
      }
    },
    requiredParam(name) {
      const value = url.searchParams.get(name)
      if (value === null) throw new ServerError(`Required String parameter '${name}' is not present`)
      return value
    },
  }
}

/**
 * Runs one request through the same stages as the real server: the Shiro token filter (anonymous
 * paths excepted), method mapping (HTTP 200 with code 405), the signature interceptor on the signed
 * URLs, Shiro's permission check (code 510: the route's own button code, then the permission the API catalogue gives
 * the operation — reads included), the controller, and the global exception handler ("操作失败，…" with HTTP 200). The
 * areas' daily upkeep runs before the controller. After every request the database is flushed, so a browser reload
 * finds every change.
 */
async function dispatch(
  backend: BackendCore,
  route: Route,
  request: Request,
  rawParams: Record<string, unknown>,
  guard: OperationGuard,
  upkeep: Upkeep,
): Promise<Response> {
  const url = new URL(request.url)
  const path = backendPath(url) ?? ''
  try {
    if (request.method === 'OPTIONS') return new HttpResponse(null, { status: 200 })
    const user = resolveToken(backend.db, tokenOf(request, url))
    if (!isAnonymousPath(decodedPath(path)) && user === null) return tokenInvalid()
    const method = request.method as HttpMethod
    if (route.methods !== 'ANY' && !route.methods.includes(method)) {
      return HttpResponse.json(
        failure(`不支持${request.method}请求方法，支持以下${route.methods.map((m) => `${m}、`).join('')}`, 405),
      )
    }
    const bodyText =
      request.method === 'GET' || request.method === 'HEAD' ? Promise.resolve('') : request.clone().text()
    if (isSignedPath(decodedPath(path))) {
      const rejection = verifySignedRequest(
        {
          method: request.method,
          rawPath: path,
          rawQuery: url.search.replace(/^\?/, ''),
          bodyText: await bodyText,
          xSign: request.headers.get('X-Sign'),
          xTimestamp: request.headers.get('X-TIMESTAMP'),
        },
        backend.db.now(),
      )
      if (rejection) return HttpResponse.json(rejection)
    }
    // msw has already URL-decoded the path variables once, as Spring does for `@PathVariable`.
    const params = Object.fromEntries(Object.entries(rawParams).map(([key, value]) => [key, String(value)]))
    const context = createContext(backend, request, url, params, user, bodyText)
    const permission = typeof route.permission === 'function' ? await route.permission(context) : route.permission
    if (permission !== undefined && !holdsPermission(backend.db, user, permission)) return HttpResponse.json(noAuth())
    const operation = guard(method, decodedPath(path))
    if (operation !== undefined && !mayCall(backend.db, user, operation)) return HttpResponse.json(noAuth())
    upkeep(backend.db)
    const answer = await route.handle(context)
    return answer instanceof Response ? answer : HttpResponse.json(answer)
  } catch (error) {
    if (error instanceof ServerError) return HttpResponse.json(error.toResult())
    return HttpResponse.json(failure(`操作失败，${error instanceof Error ? error.message : String(error)}`))
  } finally {
    backend.db.flush()
  }
}

/**
 * msw's match of `path`, tried only on a request whose path holds the route's fixed start (before its first variable
 * or wildcard). msw tries every route in order for each request and compiles each one's pattern to a regular
 * expression on every try, which was the largest part of a backend call; the fixed start rules out nearly all of them
 * with a string search on the address, before it is parsed. Compared in lower case, as msw's patterns ignore case.
 */
function matchingPath(path: string): HttpCustomPredicate<PathParams> {
  const fixedStart = path
    .slice(1)
    .split(/[:*({?#+\\]/)[0]
    .toLowerCase()
  return ({ request }) => {
    // The address as text: parsed only for the routes it may match (a hit in the host or query is ruled out below).
    if (!request.url.toLowerCase().includes(fixedStart)) return false
    const { matches, params = {} } = matchRequestUrl(new URL(request.url), path)
    return { matches, params }
  }
}

/**
 * msw handlers for a set of routes; `*` in front so any origin matches (`/jeecg-boot` or `http://host:port/jeecg-boot`).
 * The guard gives the permission the API catalogue names for each call; none by default (a route's own code only); the
 * upkeep is the areas' daily work (none by default).
 */
export function routeHandlers(
  backend: BackendCore,
  routes: readonly Route[],
  guard: OperationGuard = () => undefined,
  upkeep: Upkeep = () => undefined,
): HttpHandler[] {
  return routes.map((route) =>
    http.all(matchingPath(`*${CONTEXT_PATH}${route.path}`), async ({ request, params }) => {
      const startedAt = Date.now()
      const response = await dispatch(backend, route, request, params, guard, upkeep)
      recordTrace(backend, request, response.status, startedAt)
      // The page hears an answer only once every change made before it is stored: a page that reloads aborts the
      // IndexedDB writes still running, and what the answer confirmed (a sign-in's token, a save) would be gone.
      await backend.db.stored()
      return response
    }),
  )
}

/** Last in the list: any other backend URL is 401 without a token (Shiro runs first) and 404 with one. */
export function fallbackHandler(backend: BackendCore): HttpHandler {
  return http.all(`*${CONTEXT_PATH}/*`, ({ request }) => {
    const url = new URL(request.url)
    const path = decodedPath(backendPath(url) ?? '')
    if (request.method === 'OPTIONS') return new HttpResponse(null, { status: 200 })
    if (!isAnonymousPath(path) && resolveToken(backend.db, tokenOf(request, url)) === null) return tokenInvalid()
    return notFound()
  })
}
