import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build, preview, type PreviewServer } from 'vite'
import { startMockServer } from '@mocks/server'
import { BUILTIN_BUILD_PORT, builtinDist, mockApiBase, MOCK_PORT, REAL_BUILD_PORT, realDist } from './support/ports'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * A real production build: vitest runs with NODE_ENV=test, which vite would keep, shipping React's development
 * build and `import.meta.env.DEV === true` to the tests.
 */
async function buildApp(outDir: string, apiBase: string | undefined): Promise<void> {
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  if (apiBase) process.env.VITE_API_BASE_URL = apiBase
  else delete process.env.VITE_API_BASE_URL
  try {
    await build({ root, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  } finally {
    delete process.env.VITE_API_BASE_URL
    process.env.NODE_ENV = nodeEnv
  }
}

function serve(outDir: string, port: number): Promise<PreviewServer> {
  return preview({ root, logLevel: 'warn', build: { outDir }, preview: { port, strictPort: true, host: '127.0.0.1' } })
}

/**
 * Builds the app twice (against a real HTTP backend, and with the built-in msw backend), starts the mock server
 * and serves both builds with the production CSP header. Tests reach them through support/ports.
 */
export default async function setup() {
  await buildApp(realDist, mockApiBase)
  await buildApp(builtinDist, undefined)
  const backend = await startMockServer({ port: MOCK_PORT })
  const servers = [await serve(realDist, REAL_BUILD_PORT), await serve(builtinDist, BUILTIN_BUILD_PORT)]
  return async () => {
    await Promise.all(servers.map((server) => server.close()))
    await backend.close()
    for (const dist of [realDist, builtinDist]) rmSync(`${root}/${dist}`, { recursive: true, force: true })
  }
}
