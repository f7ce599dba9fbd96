import { fileURLToPath } from 'node:url'
import { defineConfig, type Alias } from 'vite'
import react from '@vitejs/plugin-react'
import { aliases } from './build/aliases.ts'
import { loginPagePlugin } from './build/login-page-plugin.ts'
import { narrowAntdImportsPlugin } from './build/narrow-antd-imports-plugin.ts'
import { noEvalPlugin } from './build/no-eval-plugin.ts'

/**
 * The modules a first visit needs (entry, account sign-in form, HTTP client, session, the sign-in calls of
 * src/api/auth.ts but not the whole API client; the phone form and the department choice load when chosen). Grouped
 * with everything they import into one chunk: left to itself rolldown splits each module the shell also uses into a
 * small common chunk, and the login page would cost dozens of requests.
 */
const SIGN_IN_PATH =
  /\/src\/(main|App)\.tsx$|\/src\/(config|session)\/|\/src\/api\/auth\.ts$|\/src\/http\/(index|client|sign|result)\.ts$|\/src\/router\/(AppRoutes|RequireSession|GuestOnly|redirect)\.tsx?$|\/src\/pages\/user\/(UserLayout|Login)\.tsx$|\/src\/pages\/user\/login\/(?!LoginChoicesModal|PhoneLoginForm|SmsCode|validators)[^/]+$|\/src\/pages\/common\/PageLoading\.tsx$|\/src\/layout\/(greeting|settings-store)\.ts$/

/**
 * The list engine's own modules (but the side tree, which loads when a page has one) and the widgets' entries (cells
 * and the lazy loaders of their search and form inputs), which every list page needs at once: left to itself rolldown
 * cuts them into several chunks by which other chunks share them, and a list page then waits on more requests of
 * worse-compressing pieces (the users list went past its 410 KB budget that way on 2026-11-29).
 */
const LIST_ENGINE_PATH =
  /\/renderers\/list\/(?!SideTree\.)[^/]+\.tsx?$|\/renderers\/widgets\/(registry\.ts|parts\/cells\.tsx|[^/]+\/index\.tsx?)$/

/**
 * react-router 7's package.json names only its development files, whatever the mode (remix-run/react-router #12532 and
 * #14102: "intended to be temporary"), so the shipped bundle ran its development checks on every navigation and could
 * print its warnings ("No routes matched location …"). A build takes the production files the package ships beside
 * them (the same code with ENABLE_DEV_WARNINGS false); the dev server and the tests keep the development ones.
 */
const reactRouterProduction = (file: string): string =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url))
const PRODUCTION_ALIASES: Alias[] = [
  ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
  { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
]

export default defineConfig(({ command }) => ({
  // noEvalPlugin strips Formily's default compiler and other Function() uses, and fails a build that still has any.
  plugins: [react(), noEvalPlugin(), narrowAntdImportsPlugin(), loginPagePlugin()],
  resolve: { alias: command === 'build' ? PRODUCTION_ALIASES : aliases },
  server: { port: 5173 },
  preview: {
    // The shipped app never compiles code at run time, so it must keep working under a strict CSP.
    headers: { 'Content-Security-Policy': "script-src 'self'" },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    // Every es2022 browser preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The entry starts the app after the first paint (src/boot.ts) through Vite's preload helper; left to
            // itself rolldown puts the helper in the sign-in chunk, which the entry would then load before the paint.
            { name: 'boot', test: /\/src\/boot\.ts$|vite\/preload-helper/, priority: 1 },
            { name: 'sign-in', test: SIGN_IN_PATH, includeDependenciesRecursively: true },
            { name: 'list-engine', test: LIST_ENGINE_PATH },
          ],
        },
      },
    },
  },
}))
