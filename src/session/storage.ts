/**
 * localStorage with the original app's Vue-ls layout: key `pro__<name>`, value `{"value":…,"expire":ms|null}`,
 * so a session stored by either front end reads back in the other.
 */
export const STORAGE_PREFIX = 'pro__'
export const SESSION_TTL_MS = 604_800_000

interface Envelope<T> {
  value: T
  expire: number | null
}

function store(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

export const storage = {
  set<T>(name: string, value: T, ttlMs: number | null = SESSION_TTL_MS): void {
    const envelope: Envelope<T> = { value, expire: ttlMs === null ? null : Date.now() + ttlMs }
    store()?.setItem(STORAGE_PREFIX + name, JSON.stringify(envelope))
  },

  get<T>(name: string, fallback?: T): T | undefined {
    const raw = store()?.getItem(STORAGE_PREFIX + name)
    if (raw == null) return fallback
    try {
      const envelope = JSON.parse(raw) as Envelope<T>
      if (envelope.expire !== null && envelope.expire < Date.now()) {
        store()?.removeItem(STORAGE_PREFIX + name)
        return fallback
      }
      return envelope.value
    } catch {
      store()?.removeItem(STORAGE_PREFIX + name)
      return fallback
    }
  },

  remove(name: string): void {
    store()?.removeItem(STORAGE_PREFIX + name)
  },
}

/** Names the original front end used, kept so both can share a browser profile. */
export const StorageKeys = {
  token: 'Access-Token',
  username: 'Login_Username',
  userInfo: 'Login_Userinfo',
  dictCache: 'UI_CACHE_DB_DICT_DATA',
  tenantId: 'TENANT_ID',
} as const
