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
import { dashboardRendererGzip, everyWidgetDrawn, measureDashboardLoad } from './dashboard-load'
import { benchEditorLoading } from './editors'
import { measureEngine, type EngineFigures } from './measure-engine'
import { measureForm, type FormFigures } from './measure-form'
import { measureFirstPaint, measureRoute, type PageLoad, type RouteWeight } from './measure-route'
import { benchStorage } from './measure-storage'
import { measureTable, type TableFigures } from './measure-table'
import { formatMs, formatRatio, median } from './stats'
import { describeTrace, describeWarmTrace, traceSignedInLoad, traceWarmNavigation } from './trace-load'
import { measureUsersListLoad } from './users-list-load'
import { measureWarmNavigation } from './warm-navigation'

const root = fileURLToPath(new URL('../..', import.meta.url))
const MOCK_PORT = 18090
const APP_PORT = 14190
const OUT_DIR = 'dist-bench'
const ENGINE_PORT = 14191
const ENGINE_OUT_DIR = 'dist-bench-engine'
const ENGINE_PAGE = 'tests/bench/engine/index.html'
const FORM_PAGE = 'tests/bench/form/index.html'
const TABLE_PAGE = 'tests/bench/table/index.html'
const FLOOR_PAGE = 'tests/bench/floor/index.html'

/**
 * `npm run bench -- login form` measures only the named groups (login, users, dashboard, engine, form, table, bpmn,
 * editors, storage, paging); without names every figure is measured and the README table rewritten. `trace` (only
 * when named) prints where the time of a full load of the users list and of the home page goes, for the README's
 * "where the time goes".
 */
const only = process.argv.slice(2)
const wanted = (group: string) => only.length === 0 || only.includes(group)

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

interface Row {
  figure: string
  value: string
  goal: string
}

/** Each timed figure is measured this often; the table shows the median with the lowest and highest run. */
const RUNS = 5

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
    {
      figure: `${label}, main-thread work to paint (median of ${timings.mainThread.length})`,
      value: formatMs(timings.mainThread),
      goal,
    },
    {
      figure: `${label}, wall time to paint, frame wait included (median of ${timings.toPaint.length})`,
      value: formatMs(timings.toPaint),
      goal: '',
    },
  ]
}

function formRows(figures: FormFigures): Row[] {
  return [
    {
      figure: `500-field schema form, one column, fields drawn as they come near: mount to first screen painted (median of ${figures.mounts.length})`,
      value: formatMs(figures.mounts),
      goal: '≤ 300 ms',
    },
    {
      figure: `500-field schema form, one column, every field drawn (as a save draws them): mount to painted (median of ${figures.wholeMounts.length})`,
      value: formatMs(figures.wholeMounts),
      goal: '',
    },
    {
      figure: `500-field schema form on 10 tabs, panes drawn when shown: mount to first tab painted (median of ${figures.tabbedMounts.length})`,
      value: formatMs(figures.tabbedMounts),
      goal: '≤ 300 ms',
    },
    {
      figure: `500-field schema form on 10 tabs, every pane forced: mount to painted (median of ${figures.forcedTabMounts.length})`,
      value: formatMs(figures.forcedTabMounts),
      goal: '',
    },
    ...keyRows('500-field schema form: keystroke', figures.keystroke),
    {
      figure: `3,000-field schema form, fields drawn as they come near: setValues to the drawn values painted (median of ${figures.setValues.length})`,
      value: formatMs(figures.setValues),
      goal: '≤ 500 ms',
    },
    {
      figure: `3,000-field schema form, every field drawn: setValues to last value painted (median of ${figures.wholeSetValues.length})`,
      value: formatMs(figures.wholeSetValues),
      goal: '',
    },
  ]
}

function tableRows(figures: TableFigures): Row[] {
  return [
    {
      figure: `editable table, 10,000 rows × 8 columns: mount to painted (median of ${figures.mounts.length})`,
      value: formatMs(figures.mounts),
      goal: '≤ 500 ms',
    },
    ...keyRows('editable table, 10,000 rows: keystroke in a cell of row 5,001', figures.edit),
    ...keyRows('bare input on the table page (the floor): keystroke', figures.bareInput, ''),
    {
      figure: 'editable table, 10,000 rows: main-thread cost of a two-row scroll step, p95 of 300',
      value: `${figures.scrollP95.toFixed(1)} ms`,
      goal: '≤ 16 ms',
    },
  ]
}

function engineRows(figures: EngineFigures): Row[] {
  return [
    {
      figure: `users list, 1,000 rows, from its schema (median of ${figures.schema.length})`,
      value: formatMs(figures.schema),
      goal: '',
    },
    {
      figure: `users list, 1,000 rows, hand-written antd Table (median of ${figures.direct.length})`,
      value: formatMs(figures.direct),
      goal: '',
    },
    {
      figure: 'schema render / hand-written render (ratio of the medians; spread of the alternating pairs)',
      value: formatRatio(
        figures.schema.map((time, round) => time / figures.direct[round]),
        median(figures.schema) / median(figures.direct),
      ),
      goal: '≤ 1.1×',
    },
    {
      figure: `validation of all ${figures.schemaCount} bundled page schemas (median of ${figures.validation.length})`,
      value: formatMs(figures.validation),
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
  // Hidden source maps: written beside the chunks for the trace's attribution, never referenced or fetched by a page.
  await build({
    root,
    logLevel: 'warn',
    plugins: [appGraph.plugin],
    build: { outDir: OUT_DIR, emptyOutDir: true, sourcemap: 'hidden' },
  })
  // The bench-only pages (the engine's list, which answers its calls in memory, and the schema forms) are built like
  // the app (same plugins, production mode) but apart from it: the app does not ship them.
  await build({
    root,
    logLevel: 'warn',
    build: {
      outDir: ENGINE_OUT_DIR,
      emptyOutDir: true,
      rollupOptions: {
        input: {
          engine: `${root}/${ENGINE_PAGE}`,
          form: `${root}/${FORM_PAGE}`,
          table: `${root}/${TABLE_PAGE}`,
          floor: `${root}/${FLOOR_PAGE}`,
        },
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
  /** `RUNS` full loads, each in a fresh context (nothing cached); the weights are the first load's. */
  const fullLoads = async (measure: (context: BrowserContext) => Promise<PageLoad>): Promise<PageLoad[]> => {
    const loads: PageLoad[] = []
    for (let run = 0; run < RUNS; run += 1) loads.push(await inContext(browser, measure))
    return loads
  }
  try {
    const rows: Row[] = []
    const appUrl = `http://127.0.0.1:${APP_PORT}`
    if (wanted('login')) {
      const login = await measureRoute(browser, `${appUrl}/user/login`, '账号密码登录')
      // Interleaved with the login's, the floor's paints tell how much of the login's is this host's and browser's own
      // start: a fresh renderer, the document's fetch, one line of text painted (the figures move with the host).
      const paints: number[] = []
      const floors: number[] = []
      for (let run = 0; run < RUNS; run += 1) {
        paints.push(await measureFirstPaint(browser, `${appUrl}/user/login`))
        floors.push(await measureFirstPaint(browser, `http://127.0.0.1:${ENGINE_PORT}/${FLOOR_PAGE}`))
      }
      rows.push(
        ...weightRows('login route (real backend build)', login, { kb: 160, requests: 6 }),
        {
          figure: `login route: first contentful paint of a fresh load (median of ${RUNS})`,
          value: formatMs(paints),
          goal: '≤ 100 ms',
        },
        {
          figure: `a page of one line of text, no style or script (the floor): first contentful paint of a fresh load (median of ${RUNS})`,
          value: formatMs(floors),
          goal: '',
        },
      )
    }
    if (wanted('users')) {
      const users = await fullLoads((context) => measureUsersListLoad(context, appUrl))
      const warm = await inContext(browser, (context) => measureWarmNavigation(context, appUrl, RUNS))
      rows.push(
        ...weightRows('users list, full load after sign-in, until its first row', users[0], { kb: 400 }),
        {
          figure: `users list, full load after sign-in: time to first row (median of ${RUNS})`,
          value: formatMs(users.map((load) => load.readyMs)),
          goal: '≤ 1000 ms',
        },
        {
          figure: `users list → 角色管理 from the side menu, code warm: click to first row painted (median of ${RUNS})`,
          value: formatMs(warm),
          goal: '≤ 150 ms',
        },
      )
    }
    if (wanted('dashboard')) {
      const dashboards = await fullLoads((context) => measureDashboardLoad(context, appUrl))
      rows.push(
        ...weightRows('home dashboard, full load after sign-in, until every widget has drawn', dashboards[0], {
          kb: 450,
        }),
        {
          figure: `home dashboard, full load after sign-in: time until every widget has drawn (median of ${RUNS})`,
          value: formatMs(dashboards.map((load) => load.readyMs)),
          goal: '≤ 1500 ms',
        },
        {
          figure: 'dashboard renderer chunk (widgets, SVG charts with d3-scale and d3-shape): gzip',
          value: kb(dashboardRendererGzip(appGraph.graph, `${root}/${OUT_DIR}`)),
          goal: '',
        },
      )
    }
    if (only.includes('trace')) {
      const users = await inContext(browser, (context) =>
        traceSignedInLoad(context, { url: appUrl, outDir: `${root}/${OUT_DIR}` }, '/isystem/user', '.ant-table-row'),
      )
      const home = await inContext(browser, (context) =>
        traceSignedInLoad(
          context,
          { url: appUrl, outDir: `${root}/${OUT_DIR}` },
          '/dashboard/analysis',
          everyWidgetDrawn,
        ),
      )
      const warm = await inContext(browser, (context) =>
        traceWarmNavigation(context, { url: appUrl, outDir: `${root}/${OUT_DIR}` }, RUNS),
      )
      console.log(
        `${describeTrace('users list', users)}\n\n${describeTrace('home page', home)}\n\n${describeWarmTrace(warm)}\n`,
      )
    }
    if (wanted('engine'))
      rows.push(...engineRows(await measureEngine(browser, `http://127.0.0.1:${ENGINE_PORT}/${ENGINE_PAGE}`)))
    if (wanted('form'))
      rows.push(...formRows(await measureForm(browser, `http://127.0.0.1:${ENGINE_PORT}/${FORM_PAGE}`)))
    if (wanted('table'))
      rows.push(...tableRows(await measureTable(browser, `http://127.0.0.1:${ENGINE_PORT}/${TABLE_PAGE}`)))
    if (wanted('bpmn')) rows.push(...(await benchBpmn(browser, root, appUrl)))
    if (wanted('editors')) rows.push(...(await benchEditorLoading(browser, appUrl, appGraph.graph)))
    if (wanted('storage')) rows.push(...(await benchStorage(browser, root)))
    if (wanted('paging')) rows.push(...(await benchCasePaging()))
    const stamp = new Date().toISOString().slice(0, 10)
    const markdown = `Measured ${stamp} on this project's 2-core machine, production build, Chromium ${browser.version()}; each time is the median of its runs, the lowest and the highest run in brackets.\n\n${table(rows)}`
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
