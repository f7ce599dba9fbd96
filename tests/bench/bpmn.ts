import { gzipSync } from 'node:zlib'
import { rmSync } from 'node:fs'
import { build, preview } from 'vite'
import type { Browser, Page } from 'playwright-core'
import { signIn } from '../e2e/support/app'
import { IMPORT_MEASURE } from '../../src/widgets/bpmn/modeler/import'
import { chainDiagram } from './bpmn-diagram'
import { formatMs, formatRatio } from './stats'

const BARE_PORT = 14193
const BARE_OUT = 'dist-bench-bpmn-bare'
const ELEMENTS = 1000
/** Interleaved pairs; the machine is shared, so the ratio is the median of per-pair ratios rather than of separate medians. */
const RUNS = 15

export interface BenchRow {
  figure: string
  value: string
  goal: string
}

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

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string }
}

/**
 * The same import, traced: the main thread's CPU time (thread duration, `tdur`) of the tasks that overlap the
 * import's user-timing span. Unlike wall time it leaves out the time the shared machine's other processes hold the
 * core, so it compares the work each page does.
 */
async function cpuOfImport(page: Page, input: string, xml: string): Promise<number> {
  const browser = page.context().browser()!
  await page.bringToFront()
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing', '__metadata'] })
  await timeImport(page, input, xml)
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents
  const span = events.filter((event) => event.name === IMPORT_MEASURE)
  const begin = span.find((event) => event.ph === 'b')!
  const end = span.find((event) => event.ph === 'e')!
  const main = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === begin.pid,
  )!
  const tasks = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.pid === begin.pid &&
        event.tid === main.tid &&
        event.ts < end.ts &&
        event.ts + (event.dur ?? 0) > begin.ts,
    )
    .sort((a, b) => a.ts - b.ts)
  let cpu = 0
  let until = -Infinity
  // Nested events lie inside their task; only the outermost ones count.
  for (const task of tasks) {
    if (task.ts < until) continue
    cpu += task.tdur ?? 0
    until = task.ts + (task.dur ?? 0)
  }
  return cpu / 1000
}

type Timer = (page: Page, input: string, xml: string) => Promise<number>

/** Interleaved pairs, the page that goes first alternating, so neither always runs on a warmer or calmer machine. */
async function pairs(timer: Timer, designer: Page, baseline: Page, xml: string) {
  const designerTimes: number[] = []
  const bareTimes: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    const timeDesigner = () => timer(designer, '[data-testid=bpmn-open-file]', xml)
    const timeBare = () => timer(baseline, '#file', xml)
    if (run % 2 === 0) {
      designerTimes.push(await timeDesigner())
      bareTimes.push(await timeBare())
    } else {
      bareTimes.push(await timeBare())
      designerTimes.push(await timeDesigner())
    }
  }
  return {
    designer: designerTimes,
    bare: bareTimes,
    ratios: designerTimes.map((time, run) => time / bareTimes[run]),
    // The best run of each is the least disturbed by other work on the machine.
    bestRatio: Math.min(...designerTimes) / Math.min(...bareTimes),
  }
}

/** JS and CSS a signed-in full load of the designer route fetches. */
async function designerRouteWeight(page: Page, url: string) {
  const weight = { js: 0, css: 0, requests: 0 }
  const pending: Promise<void>[] = []
  page.on('request', () => void (weight.requests += 1))
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    pending.push(
      response
        .body()
        .then((body) => void (weight[type === 'script' ? 'js' : 'css'] += gzipSync(body, { level: 9 }).length)),
    )
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
  await build({
    root: bareRoot,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: `${root}/${BARE_OUT}`, emptyOutDir: true },
  })
  const bare = await preview({
    root: bareRoot,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: `${root}/${BARE_OUT}` },
    preview: { port: BARE_PORT, strictPort: true, host: '127.0.0.1' },
  })
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
    const wall = await pairs(timeImport, designer, baseline, xml)
    const cpu = await pairs(cpuOfImport, designer, baseline, xml)
    const ms = (times: number[]) => formatMs(times, 0)
    return [
      { figure: `designer: import of ${ELEMENTS} elements (median of ${RUNS})`, value: ms(wall.designer), goal: '' },
      { figure: `bare bpmn-js: import of ${ELEMENTS} elements (median of ${RUNS})`, value: ms(wall.bare), goal: '' },
      {
        figure: `designer / bare bpmn-js import time (median of ${RUNS} interleaved pairs)`,
        value: formatRatio(wall.ratios),
        goal: '≤ 1.1×',
      },
      {
        figure: `designer / bare bpmn-js import time (best of ${RUNS} each)`,
        value: `${wall.bestRatio.toFixed(2)}× (${Math.min(...wall.designer).toFixed(0)} / ${Math.min(...wall.bare).toFixed(0)} ms)`,
        goal: '≤ 1.1×',
      },
      {
        figure: `designer / bare bpmn-js import main-thread CPU time (median of ${RUNS} traced pairs)`,
        value: `${formatRatio(cpu.ratios)}; ${ms(cpu.designer)} / ${ms(cpu.bare)}`,
        goal: '≤ 1.1×',
      },
      {
        figure: `designer / bare bpmn-js import main-thread CPU time (best of ${RUNS} each)`,
        value: `${cpu.bestRatio.toFixed(2)}×`,
        goal: '≤ 1.1×',
      },
      {
        figure: 'designer route (signed in, full load): JS + CSS gzip',
        value: `${kb(weight.js)} + ${kb(weight.css)}`,
        goal: '',
      },
      { figure: 'designer route: requests', value: String(weight.requests), goal: '' },
    ]
  } finally {
    await context.close()
    await bare.close()
    rmSync(`${root}/${BARE_OUT}`, { recursive: true, force: true })
  }
}
