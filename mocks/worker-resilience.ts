/**
 * What keeps the built-in backend's service worker from breaking the page: msw registers the worker and, on a later
 * load, calls `registration.update()` without waiting for it, so a failed update (the worker script briefly missing
 * while a new build is deployed: "Failed to update a ServiceWorker … Not found") surfaced as an unhandled rejection.
 */

/** Said when the browser cannot run a service worker at all (none in this browser, or a private window's limits). */
export const WORKER_UNAVAILABLE =
  '此浏览器无法运行内置后端（不支持 Service Worker，或处于隐私/无痕模式），请换用普通窗口或较新的浏览器后刷新页面。'

/** Said when the browser refuses the built-in backend its IndexedDB store (a private window, storage switched off). */
export const STORAGE_UNAVAILABLE =
  '此浏览器不允许内置后端保存数据（处于隐私/无痕模式，或已禁用网站存储），请换用普通窗口或允许网站存储后刷新页面。'

const UPDATE_FAILURE = /failed to update a serviceworker/i

const messageOf = (reason: unknown) =>
  reason && typeof reason === 'object' && 'message' in reason ? String(reason.message) : String(reason)

export interface UpdateGuardOptions {
  /** Where unhandled rejections are announced (the window). */
  target: EventTarget
  /** Asks the browser to update the worker again. */
  update: () => Promise<unknown>
  /** How long to wait before asking again. */
  retryMs: number
  warn: (message: string) => void
}

/**
 * Takes a failed worker update off the unhandled rejections: logged once, asked again after `retryMs` (until an
 * update succeeds; a failing retry waits another `retryMs`). Any other rejection is left alone. Returns the undo.
 */
export function guardWorkerUpdates({ target, update, retryMs, warn }: UpdateGuardOptions): () => void {
  let logged = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const retry = () => {
    timer = setTimeout(() => {
      timer = undefined
      update().catch(retry)
    }, retryMs)
  }
  const onRejection = (event: Event) => {
    const message = messageOf((event as Event & { reason?: unknown }).reason)
    if (!UPDATE_FAILURE.test(message)) return
    event.preventDefault()
    if (!logged) warn(`[内置后端] Service Worker 更新失败，将稍后重试：${message}`)
    logged = true
    if (timer === undefined) retry()
  }
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('unhandledrejection', onRejection)
    clearTimeout(timer)
  }
}

/**
 * Runs `start` (the worker's registration) until it succeeds, waiting `delaysMs[i]` before attempt i + 2; the first
 * failure is logged, the last one thrown.
 */
export async function startWithRetries(
  start: () => Promise<unknown>,
  delaysMs: readonly number[],
  warn: (message: string) => void,
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await start()
      return
    } catch (error) {
      if (attempt >= delaysMs.length) throw error
      if (attempt === 0) warn(`[内置后端] Service Worker 注册失败，将重试：${messageOf(error)}`)
      await new Promise((resolve) => setTimeout(resolve, delaysMs[attempt]))
    }
  }
}

/**
 * Opens the built-in backend's store; a browser that refuses IndexedDB (Firefox's private windows, storage blocked by
 * the user) throws a DOMException in English, which the user hears as STORAGE_UNAVAILABLE with its detail after it.
 */
export async function openStoreOrExplain<T>(open: () => Promise<T>): Promise<T> {
  try {
    return await open()
  } catch (error) {
    throw new Error(`${STORAGE_UNAVAILABLE}（${messageOf(error)}）`)
  }
}
