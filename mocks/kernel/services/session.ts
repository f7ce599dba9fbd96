import type { Database } from '../db/database'
import type { SysUser } from '../db/entities'
import { findUserByUsername } from './users'

/** Redis key prefix of the real server (`CommonConstant.PREFIX_USER_TOKEN`). */
const TOKEN_PREFIX = 'prefix_user_token_'
/** `JwtUtil.EXPIRE_TIME` in v3.4: the JWT's own lifetime. */
export const TOKEN_EXPIRE_MS = 60 * 60 * 1000

interface StoredSession {
  username: string
  /** When the signed JWT would expire; the session outlives it (see {@link resolveToken}). */
  jwtExpiresAt: number
}

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

const base64UrlJson = (value: unknown) => base64Url(new TextEncoder().encode(JSON.stringify(value)))

/**
 * A JWT-shaped token (`header.payload.signature`, claims `exp` and `username`) like the real one, so
 * a client that peeks at the payload sees the same claims. The mock's session table is what makes a
 * token valid, so the signature part only has to be unguessable.
 */
export function issueToken(db: Database, username: string): string {
  const expiresAt = db.now() + TOKEN_EXPIRE_MS
  const signature = crypto.getRandomValues(new Uint8Array(32))
  const token = `${base64UrlJson({ typ: 'JWT', alg: 'HS256' })}.${base64UrlJson({ exp: Math.floor(expiresAt / 1000), username })}.${base64Url(signature)}`
  db.kv.set(
    TOKEN_PREFIX + token,
    { username, jwtExpiresAt: expiresAt } satisfies StoredSession,
    (2 * TOKEN_EXPIRE_MS) / 1000,
  )
  return token
}

/** `JwtUtil.getUsername`: reads the claim without checking anything, null when the token is not a JWT. */
export function usernameFromToken(token: string): string | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const json = new TextDecoder().decode(
      Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
    )
    const claims = JSON.parse(json) as { username?: unknown }
    return typeof claims.username === 'string' ? claims.username : null
  } catch {
    return null
  }
}

/**
 * The user behind a token, or null (→ HTTP 401). Mirrors `ShiroRealm.checkUserTokenIsEffect`: the
 * user must still exist and be active, and the cached session must be alive. When the JWT itself has
 * expired but the session has not, the server re-signs silently and restarts the session's clock
 * (`jwtTokenRefresh`), so the client's token string never changes while the user keeps working.
 */
export function resolveToken(db: Database, token: string | null): SysUser | null {
  if (!token) return null
  const key = TOKEN_PREFIX + token
  const session = db.kv.get<StoredSession>(key)
  if (!session) return null
  const user = findUserByUsername(db, session.username)
  if (!user || user.status !== 1) return null
  if (session.jwtExpiresAt <= db.now()) {
    db.kv.set(
      key,
      { username: session.username, jwtExpiresAt: db.now() + TOKEN_EXPIRE_MS } satisfies StoredSession,
      (2 * TOKEN_EXPIRE_MS) / 1000,
    )
  }
  return user
}

export function revokeToken(db: Database, token: string): void {
  db.kv.del(TOKEN_PREFIX + token)
}

/** Every live token, oldest first: the `prefix_user_token_*` keys `SysUserOnlineController` scans. */
export function liveTokens(db: Database): string[] {
  return db.kv.keys(TOKEN_PREFIX).map((key) => key.slice(TOKEN_PREFIX.length))
}
