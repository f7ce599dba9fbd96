/**
 * The Redis side of the real server: tokens (`prefix_user_token_<token>`), captcha codes and SMS
 * codes, each with a time to live. Part of the persisted state, so a browser reload keeps the
 * session alive exactly as a page refresh does against the real backend.
 */
export interface KvEntry {
  value: unknown
  /** Epoch milliseconds; `null` never expires. */
  expiresAt: number | null
}

export interface KeyValueStore {
  get<T>(key: string): T | undefined
  set(key: string, value: unknown, ttlSeconds?: number): void
  /** Remaining lifetime in seconds: -1 when the key never expires, -2 when it does not exist (Redis `TTL`). */
  ttl(key: string): number
  expire(key: string, ttlSeconds: number): boolean
  del(key: string): boolean
  keys(prefix: string): string[]
}

export function createKeyValueStore(
  entries: Map<string, KvEntry>,
  now: () => number,
  /** Told every key set, changed or removed, so a save writes only those entries. */
  onChange: (key: string) => void,
): KeyValueStore {
  const live = (key: string): KvEntry | undefined => {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt !== null && entry.expiresAt <= now()) {
      entries.delete(key)
      onChange(key)
      return undefined
    }
    return entry
  }
  return {
    get<T>(key: string) {
      return live(key)?.value as T | undefined
    },
    set(key, value, ttlSeconds) {
      entries.set(key, { value, expiresAt: ttlSeconds === undefined ? null : now() + ttlSeconds * 1000 })
      onChange(key)
    },
    ttl(key) {
      const entry = live(key)
      if (!entry) return -2
      return entry.expiresAt === null ? -1 : Math.ceil((entry.expiresAt - now()) / 1000)
    },
    expire(key, ttlSeconds) {
      const entry = live(key)
      if (!entry) return false
      entries.set(key, { ...entry, expiresAt: now() + ttlSeconds * 1000 })
      onChange(key)
      return true
    },
    del(key) {
      const existed = live(key) !== undefined
      if (existed) {
        entries.delete(key)
        onChange(key)
      }
      return existed
    },
    keys(prefix) {
      return [...entries.keys()].filter((key) => key.startsWith(prefix) && live(key) !== undefined)
    },
  }
}
