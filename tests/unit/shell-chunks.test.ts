import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureBundleGraph, chunkOf, staticClosure, type BundleGraph } from '../bench/chunk-graph'

const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '')

/** Issue #3: the shell loads after sign-in, so the login page's bundle carries none of it (nor the cron builder). */
describe('production chunk graph of the shell', () => {
  let graph: BundleGraph
  const outDir = mkdtempSync(join(tmpdir(), 'shell-chunks-'))

  beforeAll(async () => {
    const capture = captureBundleGraph(root)
    await build({ root, logLevel: 'silent', plugins: [capture.plugin], build: { outDir, emptyOutDir: true } })
    graph = capture.graph
  }, 240_000)

  afterAll(() => rmSync(outDir, { recursive: true, force: true }))

  /** The sign-in route shares only the display settings (its theme colour) and the greeting of its welcome toast. */
  const SHARED_WITH_LOGIN = ['src/layout/greeting.ts', 'src/layout/settings-store.ts']

  it('keeps the layout and the cron builder out of what the login page loads', () => {
    const login = staticClosure(graph, graph.chunks.filter((chunk) => chunk.isEntry))
    expect(login.map((chunk) => chunk.file)).toContain(chunkOf(graph, 'src/pages/user/Login.tsx').file)
    const modules = login.flatMap((chunk) => chunk.modules)
    const shell = modules.filter((id) => id.startsWith('src/layout/') || id.startsWith('src/widgets/cron/'))
    expect(shell.filter((id) => !SHARED_WITH_LOGIN.includes(id))).toEqual([])
  })

  it('loads the layout with the signed-in app', () => {
    const signedIn = staticClosure(graph, [chunkOf(graph, 'src/router/SignedInApp.tsx')]).flatMap((chunk) => chunk.modules)
    expect(signedIn).toContain('src/layout/BasicLayout.tsx')
  })
})
