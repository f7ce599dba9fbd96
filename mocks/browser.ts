import { http } from 'msw'
import { setupWorker, type SetupWorker } from 'msw/browser'
import { createBackend, type Backend } from './backend'
import { openIndexedDbStore } from './kernel/db/indexeddb/store'
import { forgetEarlierStores } from './earlier-stores'
import { CONTEXT_PATH } from './kernel/routes/paths'
import { SEED_VERSION } from './areas'
import { startJobTimer } from './kernel/scheduler/timer'

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
 * Anything else goes to the network untouched. The stored data is loaded before the worker starts.
 */
export async function startBuiltInBackend(options: BuiltInBackendOptions = {}): Promise<BuiltInBackend> {
  forgetEarlierStores()
  const store = await openIndexedDbStore({ seedVersion: SEED_VERSION, onStorageError: options.onStorageError })
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
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
  // The scheduled jobs run while the page is open, and at load for the fire times missed while it was closed.
  const stopJobs = startJobTimer(backend.scheduler)
  return {
    backend,
    worker,
    stop: () => {
      stopJobs()
      worker.stop()
      store.close()
    },
  }
}
