import { localCompactTimestamp } from '../kernel/db/time'
import { computeSign } from '../kernel/services/sign'

/**
 * `X-Sign` / `X-TIMESTAMP` for a request as the Vue 2 client's `signMd5Utils.getSign` computes them
 * (query pairs taken raw from the URL, numbers as strings, a comma-bearing last path segment as
 * `x-path-variable`), for tests that call signed endpoints directly.
 */
export function signedHeaders(
  url: string,
  params: Record<string, string | number> = {},
  now = Date.now(),
): Record<string, string> {
  const [path, query = ''] = url.split('?')
  const merged = new Map<string, string>()
  const lastSegment = path.slice(path.lastIndexOf('/') + 1)
  if (lastSegment.includes(',')) merged.set('x-path-variable', decodeURIComponent(lastSegment))
  for (const pair of query.split('&').filter(Boolean)) {
    const equals = pair.indexOf('=')
    merged.set(equals < 0 ? pair : pair.slice(0, equals), equals < 0 ? '' : pair.slice(equals + 1))
  }
  for (const [key, value] of Object.entries(params)) merged.set(key, String(value))
  return { 'X-Sign': computeSign(merged), 'X-TIMESTAMP': localCompactTimestamp(now) }
}
