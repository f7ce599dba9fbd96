import { gzipSync } from 'node:zlib'
import { rmSync } from 'node:fs'
import { build, preview } from 'vite'
import type { Browser, Page } from 'playwright-core'
import { signIn } from '../e2e/support/app'
import { IMPORT_MEASURE } from '../../src/widgets/bpmn/modeler/import'
import { chainDiagram } from './bpmn-diagram'

const BARE_PORT = 14193
const BARE_OUT = 'dist-bench-bpmn-bare'
const ELEMENTS = 1000
/** Interleaved pairs; the machine is shared, so the ratio is the median of per-pair ratios rather than of separate medians. */
const RUNS = 9

export interface BenchRow {
  figure: string
  value: string
  goal: string
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** Opens the diagram through the page's file input and returns the import's user-timing duration. */
async function timeImport(page: Page, input: string, xml: string): Promise<number> {
  // Only the front page of a browser runs at full speed; the two timed pages take turns.
  await page.bringToFront()
  await page.evaluate((name) => performance.clearMeasures(name), IMPORT_MEASURE)
  await page.locator(input).setInputFiles({ name: 'bench.bpmn', mimeType: 'application/xml', buffer: Buffer.from(xml) })
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, IMPORT_MEASURE)
  return page.evaluate((name) => performance.getEntriesByName(name)[0].duration, IMPORT_MEASURE)
}

/** JS and CSS a signed-in full load of the designer route fetches. */
async function designerRouteWeight(page: Page, url: string) {
  const weight = { js: 0, css: 0, requests: 0 }
  const pending: Promise<void>[] = []
  page.on('request', () => void (weight.requests += 1))
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    pending.push(response.body().then((body) => void (weight[type === 'script' ? 'js' : 'css'] += gzipSync(body, { level: 9 }).length)))
  })
  await page.goto(url)
  await page.locator('.djs-palette').waitFor()
  await Promise.all(pending)
  return weight
}

/**
 * The designer's import of a 1,000-element diagram against bare bpmn-js (no extensions, panel or React) in the
 * same browser, runs interleaved, plus the weight of the designer route.
 */
export async function benchBpmn(browser: Browser, root: string, appUrl: string): Promise<BenchRow[]> {
  const bareRoot = `${root}/tests/bench/bpmn-bare`
  await build({ root: bareRoot, configFile: false, logLevel: 'warn', build: { outDir: `${root}/${BARE_OUT}`, emptyOutDir: true } })
  const bare = await preview({ root: bareRoot, configFile: false, logLevel: 'warn', build: { outDir: `${root}/${BARE_OUT}` }, preview: { port: BARE_PORT, strictPort: true, host: '127.0.0.1' } })
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
  try {
    const xml = chainDiagram(ELEMENTS)
    const designer = await context.newPage()
    await signIn(designer, 'admin', appUrl)
    const weightPage = await context.newPage()
    const weight = await designerRouteWeight(weightPage, `${appUrl}/bpm/modelEditor`)
    // Closed so its idle modeler shares nothing with the timed pages.
    await weightPage.close()
    await designer.goto(`${appUrl}/bpm/modelEditor`)
    await designer.locator('.djs-palette').waitFor()
    const baseline = await context.newPage()
    await baseline.goto(`http://127.0.0.1:${BARE_PORT}/`)
    await baseline.locator('.djs-container').waitFor()
    await timeImport(designer, '[data-testid=bpmn-open-file]', xml)
    await timeImport(baseline, '#file', xml)
    const designerTimes: number[] = []
    const bareTimes: number[] = []
    for (let run = 0; run < RUNS; run += 1) {
      designerTimes.push(await timeImport(designer, '[data-testid=bpmn-open-file]', xml))
      bareTimes.push(await timeImport(baseline, '#file', xml))
    }
    const ratio = median(designerTimes.map((time, run) => time / bareTimes[run]))
    // The best run of each is the least disturbed by other work on the machine.
    const bestRatio = Math.min(...designerTimes) / Math.min(...bareTimes)
    return [
      { figure: `designer: import of ${ELEMENTS} elements (median of ${RUNS})`, value: `${median(designerTimes).toFixed(0)} ms`, goal: '' },
      { figure: `bare bpmn-js: import of ${ELEMENTS} elements (median of ${RUNS})`, value: `${median(bareTimes).toFixed(0)} ms`, goal: '' },
      { figure: `designer / bare bpmn-js import time (median of ${RUNS} interleaved pairs)`, value: `${ratio.toFixed(2)}×`, goal: '≤ 1.1×' },
      { figure: `designer / bare bpmn-js import time (best of ${RUNS} each)`, value: `${bestRatio.toFixed(2)}× (${Math.min(...designerTimes).toFixed(0)} / ${Math.min(...bareTimes).toFixed(0)} ms)`, goal: '≤ 1.1×' },
      { figure: 'designer route (signed in, full load): JS + CSS gzip', value: `${kb(weight.js)} + ${kb(weight.css)}`, goal: '' },
      { figure: 'designer route: requests', value: String(weight.requests), goal: '' },
    ]
  } finally {
    await context.close()
    await bare.close()
    rmSync(`${root}/${BARE_OUT}`, { recursive: true, force: true })
  }
}
