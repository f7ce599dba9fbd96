import SparkMD5 from 'spark-md5'
import { localCompactTimestamp } from '../db/time'
import { failure, type ResultBody } from './result'

/** `jeecg.signatureSecret`: the open-source default, identical in the front end and every server version. */
export const SIGNATURE_SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a'

/** `SignAuthConfiguration`'s URL patterns (paths below the context path). */
export const SIGNED_URL_PATTERNS = [
  '/sys/dict/getDictItems/*',
  '/sys/dict/loadDict/*',
  '/sys/dict/loadDictOrderByValue/*',
  '/sys/dict/loadDictItem/*',
  '/sys/dict/loadTreeData',
  '/sys/api/queryTableDictItemsByCode',
  '/sys/api/queryFilterTableDictInfo',
  '/sys/api/queryTableDictByKeys',
  '/sys/api/translateDictFromTable',
  '/sys/api/translateDictFromTableByKeys',
] as const

/** `SignAuthInterceptor.MAX_EXPIRE`, in seconds. */
const MAX_EXPIRE = 300

/** Spring's AntPathMatcher for these patterns: `*` stands for exactly one path segment. */
export function isSignedPath(path: string): boolean {
  return SIGNED_URL_PATTERNS.some((pattern) =>
    pattern.endsWith('/*')
      ? path.startsWith(pattern.slice(0, -1)) && !path.slice(pattern.length - 1).includes('/')
      : path === pattern,
  )
}

/** A Java exception the interceptor lets escape; the global handler answers "操作失败，<message>". */
export class SignError extends Error {}

/**
 * `java.net.URLDecoder.decode(s, "UTF-8")`: `+` is a space, `%xx` sequences are UTF-8 bytes
 * (malformed bytes become U+FFFD), and a broken escape throws like Java does.
 */
export function javaUrlDecode(text: string): string {
  const out: string[] = []
  let index = 0
  while (index < text.length) {
    const char = text[index]
    if (char === '+') {
      out.push(' ')
      index += 1
    } else if (char === '%') {
      const bytes: number[] = []
      while (index < text.length && text[index] === '%') {
        if (index + 2 >= text.length) throw new SignError('URLDecoder: Incomplete trailing escape (%) pattern')
        const hex = text.slice(index + 1, index + 3)
        if (!/^[0-9a-fA-F]{2}$/.test(hex)) {
          throw new SignError(`URLDecoder: Illegal hex characters in escape (%) pattern - For input string: "${hex}"`)
        }
        bytes.push(Number.parseInt(hex, 16))
        index += 3
      }
      out.push(new TextDecoder('utf-8').decode(new Uint8Array(bytes)))
    } else {
      out.push(char)
      index += 1
    }
  }
  return out.join('')
}

/** What fastjson's `JSON.getClass()` names would be for a non-string body value (the unchecked cast fails). */
function javaTypeName(value: unknown): string {
  if (typeof value === 'number')
    return Number.isInteger(value)
      ? Math.abs(value) <= 2147483647
        ? 'java.lang.Integer'
        : 'java.lang.Long'
      : 'java.math.BigDecimal'
  if (typeof value === 'boolean') return 'java.lang.Boolean'
  if (Array.isArray(value)) return 'com.alibaba.fastjson.JSONArray'
  return 'com.alibaba.fastjson.JSONObject'
}

export interface SignInput {
  method: string
  /** Raw request URI path as sent (percent-encoding intact), without the query. */
  rawPath: string
  /** Raw query string without `?`, or '' when none. */
  rawQuery: string
  /** Request body text for non-GET requests. */
  bodyText?: string
}

/**
 * `HttpUtils.getAllParams`: a TreeMap of
 * - `x-path-variable`: the URL-decoded last path segment, when the raw segment has a comma;
 * - the query string, decoded as a whole first and only then split on `&` and the first `=`
 *   (so an encoded `&` or `=` inside a value splits it, as on the server);
 * - for non-GET requests, the top-level keys of a JSON body.
 */
export function collectSignParams(input: SignInput): Map<string, string> {
  const params = new Map<string, string>()
  const lastSegment = input.rawPath.slice(input.rawPath.lastIndexOf('/') + 1)
  if (lastSegment.includes(',')) params.set('x-path-variable', javaUrlDecode(lastSegment))
  if (input.rawQuery !== '') {
    for (const pair of javaUrlDecode(input.rawQuery).split('&')) {
      const equals = pair.indexOf('=')
      if (equals < 0) throw new SignError(`begin 0, end -1, length ${pair.length}`)
      params.set(pair.slice(0, equals), pair.slice(equals + 1))
    }
  }
  if (input.method.toUpperCase() !== 'GET' && input.bodyText && input.bodyText.trim() !== '') {
    let body: unknown
    try {
      body = JSON.parse(input.bodyText)
    } catch (error) {
      throw new SignError(`syntax error, ${(error as Error).message}`)
    }
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
      for (const [key, value] of Object.entries(body)) {
        if (value === null) continue
        if (typeof value !== 'string') throw new SignError(`${javaTypeName(value)} cannot be cast to java.lang.String`)
        params.set(key, value)
      }
    }
  }
  return params
}

/** fastjson string escaping: quotes, backslashes and control characters; everything else verbatim. */
function fastjsonString(value: string): string {
  let out = '"'
  for (const char of value) {
    const code = char.charCodeAt(0)
    if (char === '"') out += '\\"'
    else if (char === '\\') out += '\\\\'
    else if (char === '\b') out += '\\b'
    else if (char === '\f') out += '\\f'
    else if (char === '\n') out += '\\n'
    else if (char === '\r') out += '\\r'
    else if (char === '\t') out += '\\t'
    else if (code < 0x20) out += `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`
    else out += char
  }
  return `${out}"`
}

/** `JSONObject.toJSONString(treeMap)`: compact, keys in `String.compareTo` (UTF-16) order. */
export function signJson(params: Map<string, string>): string {
  const keys = [...params.keys()].filter((key) => key !== '_t').sort()
  return `{${keys.map((key) => `${fastjsonString(key)}:${fastjsonString(params.get(key)!)}`).join(',')}}`
}

/** `SignUtil.getParamsSign`: upper-case MD5 (UTF-8) of the JSON followed by the secret; `_t` is ignored. */
export function computeSign(params: Map<string, string>): string {
  return SparkMD5.hash(signJson(params) + SIGNATURE_SECRET).toUpperCase()
}

/** `Long.parseLong` with the messages Java 8 uses. */
function parseJavaLong(text: string | null): bigint {
  if (text === null) throw new SignError('null')
  if (!/^[+-]?\d+$/.test(text)) throw new SignError(`For input string: "${text}"`)
  const value = BigInt(text)
  if (value > 9223372036854775807n || value < -9223372036854775808n) throw new SignError(`For input string: "${text}"`)
  return value
}

/**
 * The interceptor's time check. A 14-character header is `yyyyMMddHHmmss` and is compared with the
 * server's clock *as decimal numbers* (so across a minute boundary the "difference" is not seconds —
 * the real bug, kept); anything else is epoch milliseconds. Only a clock that is behind fails.
 */
export function checkSignTimestamp(header: string | null, now: number): void {
  const client = parseJavaLong(header)
  const expired =
    header!.length === 14
      ? BigInt(localCompactTimestamp(now)) - client > BigInt(MAX_EXPIRE)
      : BigInt(now) - client > BigInt(MAX_EXPIRE * 1000)
  if (expired) throw new SignError('签名验证失败:X-TIMESTAMP已过期')
}

/**
 * `SignAuthInterceptor.preHandle`: null when the request may proceed, otherwise the Result the real
 * server writes (HTTP 200 in every case).
 */
export function verifySignedRequest(
  input: SignInput & { xSign: string | null; xTimestamp: string | null },
  now: number,
): ResultBody<null> | null {
  try {
    const params = collectSignParams(input)
    checkSignTimestamp(input.xTimestamp, now)
    if (input.xSign === null || input.xSign === '' || input.xSign !== computeSign(params))
      return failure('Sign签名校验失败！')
    return null
  } catch (error) {
    if (error instanceof SignError) return failure(`操作失败，${error.message}`)
    throw error
  }
}
