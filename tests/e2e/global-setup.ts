import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { execFile } from 'node:child_process'
import { preview, type PreviewServer } from 'vite'
import { startMockServer } from '@mocks/server'
import { BUILTIN_BUILD_PORT, builtinDist, mockApiBase, MOCK_PORT, REAL_BUILD_PORT, realDist } from './support/ports'

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

function serve(outDir: string, port: number): Promise<PreviewServer> {
  return preview({ root, logLevel: 'warn', build: { outDir }, preview: { port, strictPort: true, host: '127.0.0.1' } })
}

/**
 * Builds the app twice (against a real HTTP backend, and with the built-in msw backend), starts the mock server
 * and serves both builds with the production CSP header. Tests reach them through support/ports.
 */
export default async function setup() {
  await Promise.all([buildApp(realDist, mockApiBase), buildApp(builtinDist, undefined)])
  const backend = await startMockServer({ port: MOCK_PORT })
  const servers = [await serve(realDist, REAL_BUILD_PORT), await serve(builtinDist, BUILTIN_BUILD_PORT)]
  return async () => {
    await Promise.all(servers.map((server) => server.close()))
    await backend.close()
    for (const dist of [realDist, builtinDist]) rmSync(`${root}/${dist}`, { recursive: true, force: true })
  }
}
