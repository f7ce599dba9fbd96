import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { execFile } from 'node:child_process'
import { preview, type PreviewServer } from 'vite'
import { startMockServer, type MockServer } from '@mocks/server'
import {
  BUILTIN_BUILD_PORT,
  builtinDist,
  E2E_WORKERS,
  mockApiBaseOf,
  mockPortOf,
  realBuildPortOf,
  realDistOf,
} from './support/ports'

const root = fileURLToPath(new URL('../..', import.meta.url))
const viteCli = `${root}/node_modules/vite/bin/vite.js`

/**
 * A real production build, in its own process so that the two builds run side by side with their own environment:
 * vitest runs with NODE_ENV=test, which vite would keep, shipping React's development build and
 * `import.meta.env.DEV === true` to the tests.
 */
function buildApp(outDir: string, apiBase: string | undefined): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' }
  if (apiBase) env.VITE_API_BASE_URL = apiBase
  else delete env.VITE_API_BASE_URL
  const args = [viteCli, 'build', '--mode', 'production', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir']
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd: root, env, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`vite build of ${outDir} failed:\n${stderr}`))
      else resolve()
    })
  })
}

/**
 * The real-backend build for another worker: a copy whose scripts name that worker's mock server instead of the one
 * the build was made against (the API base is a literal in the bundle, as `import.meta.env` leaves it).
 */
function copyBuildFor(slot: number): void {
  const from = join(root, realDistOf(0))
  const to = join(root, realDistOf(slot))
  rmSync(to, { recursive: true, force: true })
  cpSync(from, to, { recursive: true })
  const assets = join(to, 'assets')
  let pointed = 0
  for (const name of readdirSync(assets).filter((file) => file.endsWith('.js'))) {
    const text = readFileSync(join(assets, name), 'utf8')
    if (!text.includes(mockApiBaseOf(0))) continue
    writeFileSync(join(assets, name), text.replaceAll(mockApiBaseOf(0), mockApiBaseOf(slot)))
    pointed += 1
  }
  if (pointed === 0) throw new Error(`no script of ${realDistOf(0)} names its API base ${mockApiBaseOf(0)}`)
}

function serve(outDir: string, port: number): Promise<PreviewServer> {
  return preview({ root, logLevel: 'warn', build: { outDir }, preview: { port, strictPort: true, host: '127.0.0.1' } })
}

const slots = Array.from({ length: E2E_WORKERS }, (_, slot) => slot)

/**
 * Builds the app twice (against a real HTTP backend, and with the built-in msw backend), starts a mock server and a
 * copy of the real-backend build per worker, serves everything with the production CSP header. Tests reach them
 * through support/ports.
 */
export default async function setup() {
  await Promise.all([buildApp(realDistOf(0), mockApiBaseOf(0)), buildApp(builtinDist, undefined)])
  for (const slot of slots.slice(1)) copyBuildFor(slot)
  const backends: MockServer[] = []
  const servers: PreviewServer[] = []
  for (const slot of slots) {
    backends.push(await startMockServer({ port: mockPortOf(slot), scheduledJobs: false }))
    servers.push(await serve(realDistOf(slot), realBuildPortOf(slot)))
  }
  servers.push(await serve(builtinDist, BUILTIN_BUILD_PORT))
  return async () => {
    await Promise.all(servers.map((server) => server.close()))
    await Promise.all(backends.map((backend) => backend.close()))
    for (const dist of [...slots.map(realDistOf), builtinDist])
      rmSync(`${root}/${dist}`, { recursive: true, force: true })
  }
}
