import type { Plugin, Rolldown } from 'vite'

/** index.html's one blocking script, which hides the static sign-in frame when a session is stored. */
export const FIRST_FRAME_SCRIPT = '<script src="/first-frame.js"></script>'

/**
 * index.html's comments (with the line each starts) explain the page to whoever edits it; the browser would fetch and
 * parse them on every first load, and the login page would keep the one on a script it does not have.
 */
const COMMENT = /\n?[ \t]*<!--[\s\S]*?-->/g

/** The module whose chunk src/boot.ts imports once the static frame has painted. */
const APP_START = /\/src\/main\.tsx$/

/**
 * Writes the two pages a first load gets. `user/login.html` is index.html without public/first-frame.js: the blocking
 * script held the login page's first paint back by a round trip to the server (a fresh load's first contentful paint
 * 440 → 264 ms in interleaved runs at load 13, #37), and on the login page it only matters to someone signed in who
 * opens that address, whom the app then sends to the home page. Static servers answer `/user/login` with it before
 * falling back to index.html (vite preview does; nginx with `try_files $uri $uri.html /index.html`).
 *
 * `index.html`, the page of every other address, is mostly loaded by someone signed in, whose frame is hidden so
 * src/boot.ts starts the app at once: it preloads the app's first chunk, which would otherwise be asked only once the
 * entry had run (a round trip later). The login page does not: there the frame paints first (src/boot.ts). Neither
 * keeps index.html's comments.
 */
export function loginPagePlugin(): Plugin {
  let base = '/'
  return {
    name: 'login-page',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'] as Rolldown.OutputAsset | undefined
        if (!index) return
        const html = String(index.source).replace(COMMENT, '')
        if (!html.includes(FIRST_FRAME_SCRIPT)) this.error(`login-page: index.html no longer has ${FIRST_FRAME_SCRIPT}`)
        this.emitFile({ type: 'asset', fileName: 'user/login.html', source: html.replace(FIRST_FRAME_SCRIPT, '') })
        const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
        const start = chunks.find((chunk) => chunk.moduleIds.some((id) => APP_START.test(id)))
        if (!start) this.error('login-page: no chunk holds src/main.tsx')
        // The sign-in chunk imports the entry (Vite's preload helper), which the page asks for already.
        const preloads = [start.fileName, ...start.imports]
          .map((file) => `${base}${file}`)
          .filter((url) => !html.includes(`"${url}"`))
          .map((url) => `<link rel="modulepreload" crossorigin href="${url}">`)
          .join('')
        index.source = html.replace(FIRST_FRAME_SCRIPT, `${FIRST_FRAME_SCRIPT}${preloads}`)
      },
    },
  }
}
