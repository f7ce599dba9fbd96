import { rmSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { build, preview } from 'vite'
import type { BenchRow } from './bpmn'
import { formatMs } from './stats'

const PORT = 14194
const OUT_DIR = 'dist-bench-storage'
const PAGE = 'tests/bench/storage/index.html'

/** Builds the storage bench page, opens it in Chromium and reads how long one save blocks the main thread. */
export async function benchStorage(browser: Browser, root: string): Promise<BenchRow[]> {
  await build({
    root,
    logLevel: 'warn',
    build: { outDir: OUT_DIR, emptyOutDir: true, rollupOptions: { input: `${root}/${PAGE}` } },
  })
  const server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir: OUT_DIR },
    preview: { port: PORT, strictPort: true, host: '127.0.0.1' },
  })
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`http://127.0.0.1:${PORT}/${PAGE}`)
    const figures = (await (
      await page.waitForFunction(() => (window as unknown as { __bench?: unknown }).__bench, undefined, {
        timeout: 180000,
      })
    ).jsonValue()) as { users: number; durations: number[] }
    return [
      {
        figure: `built-in backend: one save with ${figures.users.toLocaleString('en-US')} users stored blocks the main thread (median of ${figures.durations.length})`,
        value: formatMs(figures.durations),
        goal: '≤ 16 ms',
      },
    ]
  } finally {
    await context.close()
    await server.close()
    rmSync(`${root}/${OUT_DIR}`, { recursive: true, force: true })
  }
}
