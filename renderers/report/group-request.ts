import type { Result } from '../generated/entities'

/** How long a grouped answer is reused (30 s, as the original online-report popup keeps it). */
export const GROUP_CACHE_MS = 30_000

interface Entry {
  expiresAt: number
  answer: Promise<Result<unknown>>
}

const entries = new Map<string, Entry>()

/**
 * JeecgBoot's httpGroupRequest: popups that share a group id (several popup fields of one form) share their
 * calls. A call under a key is sent once; callers within the next 30 s get the same answer, and callers while it
 * is on its way wait for it. A failed answer is not kept, so the next caller asks again. No key: always sent.
 */
export function groupRequest<T>(key: string | undefined, send: () => Promise<Result<T>>): Promise<Result<T>> {
  if (!key) return send()
  const now = Date.now()
  const cached = entries.get(key)
  if (cached && cached.expiresAt > now) return cached.answer as Promise<Result<T>>
  const answer = send()
  entries.set(key, { expiresAt: now + GROUP_CACHE_MS, answer })
  const forget = () => {
    if (entries.get(key)?.answer === answer) entries.delete(key)
  }
  answer.then((result) => result.success || forget(), forget)
  return answer
}

/** Forgets every grouped answer (tests start each case without them). */
export function clearGroupRequests(): void {
  entries.clear()
}
