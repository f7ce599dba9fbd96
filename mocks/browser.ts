import { http } from 'msw'
import { setupWorker, type SetupWorker } from 'msw/browser'
import { createBackend, type Backend } from './backend'
import { openIndexedDbStore } from './kernel/db/indexeddb/store'
import { forgetEarlierStores } from './earlier-stores'
import { CONTEXT_PATH } from './kernel/routes/paths'
import { SEED_VERSION } from './areas'
import { startJobTimer } from './kernel/scheduler/timer'
import { guardWorkerUpdates, openStoreOrExplain, startWithRetries, WORKER_UNAVAILABLE } from './worker-resilience'

export interface BuiltInBackend {
  backend: Backend
  worker: SetupWorker
  stop(): void
}

export interface BuiltInBackendOptions {
  /** A change could not be saved (storage full or failing): it is lost when the page reloads. */
  onStorageError?: (error: unknown) => void
}

/**
 * Starts the backend the app talks to when no real API base URL is configured: msw's service worker
 * answers every `/jeecg-boot/...` call (and the notification WebSocket) from a database kept in
 * IndexedDB (uploaded files beside it), so changes survive a reload and reach the app's other tabs.
 * Anything else goes to the network untouched. The stored data is loaded before the worker starts. A failed
 * registration is tried again twice, a failed update again every minute; a browser that cannot run a service worker
 * rejects with WORKER_UNAVAILABLE, the text to show the user.
 */
export async function startBuiltInBackend(options: BuiltInBackendOptions = {}): Promise<BuiltInBackend> {
  if (!('serviceWorker' in navigator)) throw new Error(WORKER_UNAVAILABLE)
  forgetEarlierStores()
  const store = await openStoreOrExplain(() =>
    openIndexedDbStore({ seedVersion: SEED_VERSION, onStorageError: options.onStorageError }),
  )
  const backend = createBackend({
    persistence: store.persistence,
    fileBytes: () => store.files,
    // There is no phone: the code shows up in the developer console instead.
    onSms: (message) => console.info(`[内置后端] 发送短信到 ${message.mobile}：${message.text}`),
  })
  // Answers only after changes another tab announced are in: a user switching tabs sees what they did there.
  // Resolving with nothing hands the request on to the handlers below.
  const catchUp = http.all(`*${CONTEXT_PATH}/*`, () => store.caughtUp())
  const worker = setupWorker(catchUp, ...backend.handlers, backend.socketHandler, backend.vxeSocketHandler)
  const workerUrl = `${import.meta.env.BASE_URL}mockServiceWorker.js`
  const unguard = guardWorkerUpdates({
    target: window,
    update: async () => (await navigator.serviceWorker.getRegistration(workerUrl))?.update(),
    retryMs: 60_000,
    warn: console.warn,
  })
  await startWithRetries(
    () => worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: workerUrl } }),
    [1_000, 5_000],
    console.warn,
  ).catch((error: unknown) => {
    unguard()
    // Storage refused in a private window surfaces here too: the user hears it in words they can act on.
    throw new Error(`${WORKER_UNAVAILABLE}（${error instanceof Error ? error.message : String(error)}）`)
  })
  // The scheduled jobs run while the page is open, and at load for the fire times missed while it was closed.
  const stopJobs = startJobTimer(backend.scheduler)
  return {
    backend,
    worker,
    stop: () => {
      unguard()
      stopJobs()
      worker.stop()
      store.close()
    },
  }
}
