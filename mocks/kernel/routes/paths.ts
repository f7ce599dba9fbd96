/** The servlet context path every backend URL lives under. */
export const CONTEXT_PATH = '/jeecg-boot'

/**
 * `ShiroConfig`'s anonymous paths, plus the mock-only `/__mock__/**` endpoints.
 * Everything else needs a token, including paths nobody handles (they answer 401 before 404).
 */
const ANON_PATTERNS = [
  '/sys/randomImage/**',
  '/sys/login',
  '/sys/mLogin',
  '/sys/logout',
  '/sys/checkCaptcha',
  '/sys/sms',
  '/sys/phoneLogin',
  '/sys/user/checkOnlyUser',
  '/sys/user/register',
  '/sys/user/phoneVerification',
  '/sys/user/passwordChange',
  '/sys/thirdLogin/**',
  '/sys/getEncryptedString',
  '/sys/cas/client/validateLogin',
  '/sys/common/static/**',
  '/sys/common/pdf/**',
  '/sys/annountCement/show/**',
  '/websocket/**',
  '/jmreport/**',
  '/',
  '/doc.html',
  '/swagger-ui.html',
  '/swagger**/**',
  '/webjars/**',
  '/v2/**',
  '/v3/api-docs',
  '/druid/**',
  '/**/*.js',
  '/**/*.css',
  '/**/*.html',
  '/**/*.svg',
  '/**/*.png',
  '/**/*.jpg',
  '/**/*.ico',
  '/__mock__/**',
]

/** Ant-style pattern (`**` any number of segments, `*` within one segment) as a RegExp. */
function antToRegExp(pattern: string): RegExp {
  let source = ''
  for (let index = 0; index < pattern.length; index += 1) {
    if (pattern.startsWith('/**/', index)) {
      source += '(?:/.*)?/'
      index += 3
    } else if (pattern.startsWith('/**', index) && index + 3 === pattern.length) {
      source += '(?:/.*)?'
      index += 2
    } else if (pattern.startsWith('**', index)) {
      source += '.*'
      index += 1
    } else if (pattern[index] === '*') source += '[^/]*'
    else source += pattern[index].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${source}$`)
}

const ANON = ANON_PATTERNS.map(antToRegExp)

export function isAnonymousPath(path: string): boolean {
  return ANON.some((pattern) => pattern.test(path))
}

/** The part of a URL path after the context path ("/sys/login"), or null when it is not a backend URL. */
export function backendPath(url: URL): string | null {
  const index = url.pathname.indexOf(`${CONTEXT_PATH}/`)
  return index < 0 ? null : url.pathname.slice(index + CONTEXT_PATH.length)
}
