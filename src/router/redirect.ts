import { homePath } from '@/config/env'

export const PUBLIC_PATHS = ['/user/login', '/user/register', '/user/register-result', '/user/alteration']

export const loginUrlFor = (fullPath: string) => `/user/login?redirect=${encodeURIComponent(fullPath)}`

/**
 * Where to go after sign-in: the decoded redirect query when it is a path of this app, else home. A redirect to
 * the login page itself or to another origin is ignored.
 */
export function afterLoginPath(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect')
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/user/'))
    return homePath
  return redirect
}
