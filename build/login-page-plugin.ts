import type { Plugin, Rolldown } from 'vite'

/** index.html's one blocking script, which hides the static sign-in frame when a session is stored. */
export const FIRST_FRAME_SCRIPT = '<script src="/first-frame.js"></script>'

/**
 * Writes `user/login.html` beside `index.html`: the same page without public/first-frame.js. The blocking script held
 * the login page's first paint back by a round trip to the server (a fresh load's first contentful paint 440 → 264 ms
 * in interleaved runs at load 13, #37), and on the login page it only matters to someone signed in who opens that
 * address, whom the app then sends to the home page. Static servers answer `/user/login` with it before falling back
 * to index.html (vite preview does; nginx with `try_files $uri $uri.html /index.html`).
 */
export function loginPagePlugin(): Plugin {
  return {
    name: 'login-page',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'] as Rolldown.OutputAsset | undefined
        if (!index) return
        const html = String(index.source)
        if (!html.includes(FIRST_FRAME_SCRIPT)) this.error(`login-page: index.html no longer has ${FIRST_FRAME_SCRIPT}`)
        this.emitFile({ type: 'asset', fileName: 'user/login.html', source: html.replace(FIRST_FRAME_SCRIPT, '') })
      },
    },
  }
}
