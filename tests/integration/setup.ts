import '@testing-library/jest-dom/vitest'
import { act, cleanup, configure, getConfig } from '@testing-library/react'
import { afterEach } from 'vitest'
import { fillIn, iterateCollectionsByIndex, keepOnlyStylesTestToolsRead, shareComputedStyles } from '../support/jsdom'
import { STEP_WAIT } from '../support/timeouts'
import { freezeBundledSchemas } from '../support/frozen-schemas'
import { keepDefaultStyleSheets } from '../support/antd-styles'
import { catchRenderWarnings, takeRenderWarnings } from '../support/render-warnings'

// jsdom implements neither API; antd's responsive grid and auto-sizing components call both on mount.
// Files that opt into the node environment share this setup and have no window.
if (typeof window !== 'undefined') {
  fillIn(window, 'matchMedia', (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }))

  shareComputedStyles(window)
  keepOnlyStylesTestToolsRead(window)
  iterateCollectionsByIndex(window)
  keepDefaultStyleSheets()

  window.ResizeObserver ??= class ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }

  // Files share their worker's window (vitest.config.ts): each starts with an empty page, no stored session or
  // settings, and the address the app starts at, as a fresh jsdom would give it.
  document.body.replaceChildren()
  localStorage.clear()
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
}

freezeBundledSchemas()
catchRenderWarnings()

// Forms, dialogs and the heavier inputs load on first use through dynamic imports, which vitest resolves through its
// module runner, and a render of a whole list page can take seconds when CI shares two cores with other work. Every
// wait gets the same patience (tests do not shorten it): it only costs time when the awaited thing never comes.
configure({ asyncUtilTimeout: STEP_WAIT })

// When a wait is met (a findBy…, a waitFor, each user-event action), the render work React still has queued runs before
// the test goes on, as it has by the time a person acts on what they see. Without it a test could act between a
// render and its effects: antd's Spin stops spinning in an effect one render after a table's rows come, and until then
// its veil takes pointer events from the rows, so a click right after the rows showed was refused now and then.
// Files that share a worker share Testing Library's configuration too, and each runs this setup: the configuration
// carries a mark once wrapped (configure copies it to the next configuration with the other keys).
const SETTLES = Symbol.for('ipr-admin.settles-after-wait')
const testingLibrary = getConfig()
if (!(SETTLES in testingLibrary)) {
  const waitUnwrapped = testingLibrary.asyncWrapper.bind(testingLibrary)
  const mark: object = { [SETTLES]: true }
  configure({
    ...mark,
    asyncWrapper: async (callback) => {
      const result = await waitUnwrapped(callback)
      await act(() => Promise.resolve())
      return result
    },
  })
}

// vitest runs without globals, so Testing Library cannot register its own cleanup: unmount every tree after each
// test, and close antd's static toasts and dialogs, whose separate root and auto-close timers would otherwise fire
// after the file's jsdom is gone.
afterEach(async () => {
  cleanup()
  if (typeof window === 'undefined') return
  const { Modal, message, notification } = await import('antd')
  // Closing them re-renders antd's own root: inside act that render finishes now, not after the environment is gone.
  // A callback that returns a promise makes act wait for the updates queued after it, as an async one would.
  await act(() => {
    message.destroy()
    notification.destroy()
    Modal.destroyAll()
    return Promise.resolve()
  })
  const defects = takeRenderWarnings()
  if (defects.length > 0) throw new Error(`the page drew with warnings of a defect:\n${defects.join('\n')}`)
})
