import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext } from 'playwright-core'
import { build, preview } from 'vite'
import { startMockServer } from '@mocks/server'
import { launchChromium } from '../e2e/support/browser'
import type { KeyTimings } from './bench-page'
import { benchBpmn } from './bpmn'
import { benchCasePaging } from './cases-paging'
import { captureBundleGraph } from './chunk-graph'
import { chartLibraryGzip, measureDashboardLoad } from './dashboard-load'
import { benchEditorLoading } from './editors'
import { measureEngine, type EngineFigures } from './measure-engine'
import { measureForm, type FormFigures } from './measure-form'
import { measureRoute, type RouteWeight } from './measure-route'
import { benchStorage } from './measure-storage'
import { measureTable, type TableFigures } from './measure-table'
import { measureUsersListLoad } from './users-list-load'

const root = fileURLToPath(new URL('../..', import.meta.url))
const MOCK_PORT = 18090
const APP_PORT = 14190
const OUT_DIR = 'dist-bench'
const ENGINE_PORT = 14191
const ENGINE_OUT_DIR = 'dist-bench-engine'
const ENGINE_PAGE = 'tests/bench/engine/index.html'
const FORM_PAGE = 'tests/bench/form/index.html'
const TABLE_PAGE = 'tests/bench/table/index.html'

/**
 * `npm run bench -- login form` measures only the named groups (login, users, dashboard, engine, form, table, bpmn,
 * editors, storage, paging); without names every figure is measured and the README table rewritten.
 */
const only = process.argv.slice(2)
const wanted = (group: string) => only.length === 0 || only.includes(group)

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

interface Row {
  figure: string
  value: string
  goal: string
}

const ms = (value: number) => `${value.toFixed(1)} ms`

/** Runs `measure` in a fresh desktop-sized, Chinese-language context of its own. */
async function inContext<T>(browser: Browser, measure: (context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
  try {
    return await measure(context)
  } finally {
    await context.close()
  }
}

function weightRows(label: string, weight: RouteWeight, budget: { kb?: number; requests?: number } = {}): Row[] {
  return [
    { figure: `${label}: JS raw / gzip`, value: `${kb(weight.jsRaw)} / ${kb(weight.jsGzip)}`, goal: '' },
    { figure: `${label}: CSS raw / gzip`, value: `${kb(weight.cssRaw)} / ${kb(weight.cssGzip)}`, goal: '' },
    {
      figure: `${label}: JS + CSS gzip`,
      value: kb(weight.jsGzip + weight.cssGzip),
      goal: budget.kb === undefined ? '' : `≤ ${budget.kb} KB`,
    },
    {
      figure: `${label}: requests`,
      value: String(weight.requests),
      goal: budget.requests === undefined ? '' : `≤ ${budget.requests}`,
    },
  ]
}

/** A keystroke's two figures; the budget is on the main thread's work, the wall time includes the frame's wait. */
function keyRows(label: string, timings: KeyTimings, goal = '≤ 16 ms'): Row[] {
  return [
    { figure: `${label}, main-thread work to paint (median of 21)`, value: ms(timings.mainThread), goal },
    {
      figure: `${label}, wall time to paint, frame wait included (median of 21)`,
      value: ms(timings.toPaint),
      goal: '',
    },
  ]
}

function formRows(figures: FormFigures): Row[] {
  return [
    { figure: '500-field schema form: mount to painted (median of 5)', value: ms(figures.mount), goal: '≤ 300 ms' },
    ...keyRows('500-field schema form: keystroke', figures.keystroke),
    {
      figure: '3,000-field schema form: setValues to last value painted',
      value: ms(figures.setValues),
      goal: 'no crash',
    },
  ]
}

function tableRows(figures: TableFigures): Row[] {
  return [
    {
      figure: 'editable table, 10,000 rows × 8 columns: mount to painted (median of 5)',
      value: ms(figures.mount),
      goal: '≤ 500 ms',
    },
    ...keyRows('editable table, 10,000 rows: keystroke in a cell of row 5,001', figures.edit),
    ...keyRows('bare input on the table page (the floor): keystroke', figures.bareInput, ''),
    {
      figure: 'editable table, 10,000 rows: main-thread cost of a two-row scroll step, p95 of 300',
      value: ms(figures.scrollP95),
      goal: '≤ 16 ms',
    },
  ]
}

function engineRows(figures: EngineFigures): Row[] {
  return [
    { figure: 'users list, 1,000 rows, from its schema (median of 7)', value: ms(figures.schema), goal: '' },
    { figure: 'users list, 1,000 rows, hand-written antd Table (median of 7)', value: ms(figures.direct), goal: '' },
    {
      figure: 'schema render / hand-written render',
      value: `${(figures.schema / figures.direct).toFixed(2)}×`,
      goal: '≤ 1.1×',
    },
    {
      figure: `validation of all ${figures.schemaCount} bundled page schemas (median of 21)`,
      value: ms(figures.validation),
      goal: '≤ 20 ms',
    },
  ]
}

function table(rows: Row[]): string {
  return [
    '| figure | value | goal |',
    '|---|---|---|',
    ...rows.map((row) => `| ${row.figure} | ${row.value} | ${row.goal} |`),
  ].join('\n')
}

/** Rewrites the README's bench section so it always shows the latest run. */
function updateReadme(markdown: string): void {
  const path = `${root}/README.md`
  const readme = readFileSync(path, 'utf8')
  const start = '<!-- bench:start -->'
  const end = '<!-- bench:end -->'
  if (!readme.includes(start) || !readme.includes(end)) return
  const before = readme.slice(0, readme.indexOf(start) + start.length)
  const after = readme.slice(readme.indexOf(end))
  writeFileSync(path, `${before}\n${markdown}\n${after}`)
}

async function main() {
  const apiBase = `http://127.0.0.1:${MOCK_PORT}/jeecg-boot`
  process.env.VITE_API_BASE_URL = apiBase
  // The app build's chunk graph tells which fetched scripts carry editor code.
  const appGraph = captureBundleGraph(root)
  await build({ root, logLevel: 'warn', plugins: [appGraph.plugin], build: { outDir: OUT_DIR, emptyOutDir: true } })
  // The bench-only pages (the engine's list, which answers its calls in memory, and the schema forms) are built like
  // the app (same plugins, production mode) but apart from it: the app does not ship them.
  await build({
    root,
    logLevel: 'warn',
    build: {
      outDir: ENGINE_OUT_DIR,
      emptyOutDir: true,
      rollupOptions: {
        input: { engine: `${root}/${ENGINE_PAGE}`, form: `${root}/${FORM_PAGE}`, table: `${root}/${TABLE_PAGE}` },
      },
    },
  })
  delete process.env.VITE_API_BASE_URL
  const backend = await startMockServer({ port: MOCK_PORT })
  const server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir: OUT_DIR },
    preview: { port: APP_PORT, strictPort: true, host: '127.0.0.1' },
  })
  const engineServer = await preview({
    root,
    logLevel: 'warn',
    build: { outDir: ENGINE_OUT_DIR },
    preview: { port: ENGINE_PORT, strictPort: true, host: '127.0.0.1' },
  })
  const browser = await launchChromium()
  try {
    const rows: Row[] = []
    if (wanted('login')) {
      const login = await measureRoute(browser, `http://127.0.0.1:${APP_PORT}/user/login`, '账号密码登录')
      rows.push(...weightRows('login route (real backend build)', login, { kb: 160, requests: 6 }))
    }
    if (wanted('users')) {
      const users = await inContext(browser, (context) => measureUsersListLoad(context, `http://127.0.0.1:${APP_PORT}`))
      rows.push(...weightRows('users list, full load after sign-in, until its first row', users, { kb: 400 }), {
        figure: 'users list, full load after sign-in: time to first row',
        value: ms(users.readyMs),
        goal: '',
      })
    }
    if (wanted('dashboard')) {
      const dashboard = await inContext(browser, (context) =>
        measureDashboardLoad(context, `http://127.0.0.1:${APP_PORT}`),
      )
      rows.push(
        ...weightRows('home dashboard, full load after sign-in, until every widget has drawn', dashboard),
        {
          figure: 'home dashboard, full load after sign-in: time until every widget has drawn',
          value: ms(dashboard.readyMs),
          goal: '',
        },
        {
          figure: 'chart library chunk (ECharts core, bar/line/pie, SVG renderer): gzip',
          value: kb(chartLibraryGzip(appGraph.graph, `${root}/${OUT_DIR}`)),
          goal: '',
        },
      )
    }
    if (wanted('engine'))
      rows.push(...engineRows(await measureEngine(browser, `http://127.0.0.1:${ENGINE_PORT}/${ENGINE_PAGE}`)))
    if (wanted('form'))
      rows.push(...formRows(await measureForm(browser, `http://127.0.0.1:${ENGINE_PORT}/${FORM_PAGE}`)))
    if (wanted('table'))
      rows.push(...tableRows(await measureTable(browser, `http://127.0.0.1:${ENGINE_PORT}/${TABLE_PAGE}`)))
    if (wanted('bpmn')) rows.push(...(await benchBpmn(browser, root, `http://127.0.0.1:${APP_PORT}`)))
    if (wanted('editors'))
      rows.push(...(await benchEditorLoading(browser, `http://127.0.0.1:${APP_PORT}`, appGraph.graph)))
    if (wanted('storage')) rows.push(...(await benchStorage(browser, root)))
    if (wanted('paging')) rows.push(...(await benchCasePaging()))
    const stamp = new Date().toISOString().slice(0, 10)
    const markdown = `Measured ${stamp} on this project's 2-core machine, production build, Chromium ${browser.version()}.\n\n${table(rows)}`
    console.log(markdown)
    // A partial run prints its rows only: the README table stays whole.
    if (only.length === 0) updateReadme(markdown)
  } finally {
    await browser.close()
    await server.close()
    await engineServer.close()
    await backend.close()
    rmSync(`${root}/${OUT_DIR}`, { recursive: true, force: true })
    rmSync(`${root}/${ENGINE_OUT_DIR}`, { recursive: true, force: true })
  }
}

await main()
