import SparkMD5 from 'spark-md5'

/** The open-source JeecgBoot secret; the server's `jeecg.signatureSecret` must hold the same value. */
export const SIGN_SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a'

type SignParams = Record<string, unknown>

/** Raw query-string pairs, not decoded: the original client signs them exactly as they appear in the URL. */
function queryPairs(url: string): Record<string, string> {
  const query = url.split('?')[1]
  if (!query) return {}
  const pairs: Record<string, string> = {}
  for (const part of query.split('&')) {
    if (!part) continue
    const at = part.indexOf('=')
    if (at < 0) pairs[part] = ''
    else pairs[part.slice(0, at)] = part.slice(at + 1)
  }
  return pairs
}

/**
 * X-Sign as JeecgBoot's `signMd5Utils.getSign`: a comma-bearing last path segment becomes `x-path-variable`,
 * params are merged over the URL's query, numbers become strings, keys sort in UTF-16 order (Java TreeMap
 * agrees), then MD5(JSON + secret) upper-cased.
 */
export function computeSign(url: string, params: SignParams = {}): string {
  const path = url.split('?')[0]
  const lastSegment = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1))
  const merged: SignParams = {}
  if (lastSegment.includes(',')) merged['x-path-variable'] = lastSegment
  Object.assign(merged, queryPairs(url))
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue
    merged[key] = typeof value === 'number' ? String(value) : value
  }
  const sorted: SignParams = {}
  for (const key of Object.keys(merged).sort()) sorted[key] = merged[key]
  return SparkMD5.hash(JSON.stringify(sorted) + SIGN_SECRET).toUpperCase()
}

const pad = (n: number) => String(n).padStart(2, '0')

/** `yyyyMMddHHmmss` in local time: the form every backend version accepts (v2.4.6 knows no other). */
export function signTimestamp(date: Date = new Date()): string {
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`
}
