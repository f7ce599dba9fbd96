import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appStart,
  captureBundleGraph,
  chunkOf,
  editorKindsOf,
  EDITOR_KINDS,
  staticClosure,
  type BundleGraph,
  type ChunkNode,
} from '../bench/chunk-graph'

const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '')
/** The editors' lazy wrappers: the one module allowed to lead into editor code, and only by dynamic import. */
const WRAPPERS = 'src/widgets/editors/index.ts'
const USERS_LIST = 'schemas/pages/system/UserList.json'
const isEditorModule = (id: string) => Object.values(EDITOR_KINDS).some((pattern) => pattern.test(id))

// One production build serves every question about what loads where (a build takes a minute on a busy machine).
let graph: BundleGraph
const outDir = mkdtempSync(join(tmpdir(), 'chunk-graph-'))

beforeAll(async () => {
  const capture = captureBundleGraph(root)
  await build({ root, logLevel: 'silent', plugins: [capture.plugin], build: { outDir, emptyOutDir: true } })
  graph = capture.graph
}, 240_000)

afterAll(() => rmSync(outDir, { recursive: true, force: true }))

/** Issue #3: the shell loads after sign-in, so the login page's bundle carries none of it (nor the cron builder). */
describe('production chunk graph of the shell', () => {
  /** The sign-in route shares only the display settings (its theme colour) and the greeting of its welcome toast. */
  const SHARED_WITH_LOGIN = ['src/layout/greeting.ts', 'src/layout/settings-store.ts']

  it('keeps the layout and the cron builder out of what the login page loads', () => {
    const login = appStart(graph)
    expect(login.map((chunk) => chunk.file)).toContain(chunkOf(graph, 'src/pages/user/Login.tsx').file)
    const modules = login.flatMap((chunk) => chunk.modules)
    const shell = modules.filter((id) => id.startsWith('src/layout/') || id.startsWith('src/widgets/cron/'))
    expect(shell.filter((id) => !SHARED_WITH_LOGIN.includes(id))).toEqual([])
  })

  it('loads the layout with the signed-in app', () => {
    const signedIn = staticClosure(graph, [chunkOf(graph, 'src/router/SignedInApp.tsx')]).flatMap(
      (chunk) => chunk.modules,
    )
    expect(signedIn).toContain('src/layout/BasicLayout.tsx')
  })
})

/** Code each first load must not wait for, by what it is; a module matching one is named in the failure. */
const NOT_ON_LOGIN = {
  Formily: /^node_modules\/@formily\//,
  'the schema engine': /^renderers\//,
  'antd Table': /^node_modules\/(rc-table|antd\/es\/table)\//,
  'date pickers': /^node_modules\/(rc-picker\/es\/(?!locale\/)|antd\/es\/date-picker\/(?!locale\/))/,
  'HTML sanitiser': /^node_modules\/dompurify\//,
  'mock backend': /^(mocks|node_modules\/msw)\//,
  // The dashboards' chart maths: d3's scales and shapes and the d3 modules they use.
  'chart maths': /^node_modules\/(d3-[a-z]+|internmap)\//,
  'spreadsheet library': /^node_modules\/@e965\/xlsx\//,
  // Every antd input reads the form context; only the module defining FormProvider may come with it.
  'form library': /^node_modules\/(rc-field-form\/es\/(?!FormContext\.js$)|@rc-component\/async-validator\/)/,
  'phone sign-in form': /^src\/pages\/user\/login\/(PhoneLoginForm|SmsCode)/,
}
const NOT_ON_USERS_LIST = {
  Formily: /^node_modules\/@formily\//,
  'form renderer and form widgets':
    /^renderers\/form\/(SchemaForm\.tsx|FormContainer\.tsx|FormPage\.tsx|form-components\.ts)$|^renderers\/widgets\/[^/]+\/(form|search)\.tsx?$|^renderers\/picker\/PickerField\.tsx$|^node_modules\/rc-upload\//,
  'date pickers': NOT_ON_LOGIN['date pickers'],
  'advanced-query builder': /^renderers\/query\/AdvancedQueryModal/,
  'settings drawer and account dialogs': /^src\/layout\/(SettingDrawer|ChangePasswordModal|DepartSelectModal)\.tsx$/,
  'HTML sanitiser': NOT_ON_LOGIN['HTML sanitiser'],
  'mock backend': NOT_ON_LOGIN['mock backend'],
  'chart maths': NOT_ON_LOGIN['chart maths'],
  'spreadsheet library': NOT_ON_LOGIN['spreadsheet library'],
  // Validation checks a dashboard schema like any page; only the checker comes with it, not the dashboard's widgets.
  'dashboard renderer': /^renderers\/dashboard\/(?!check-dashboard\.ts$)/,
  // What a list shows only on demand: the image viewer, drawers, the side tree, the bell's lists.
  'image viewer': /^node_modules\/(rc-image|antd\/es\/image)\//,
  drawers: /^node_modules\/(rc-drawer|antd\/es\/drawer)\//,
  'side tree': /^renderers\/list\/SideTree\.tsx$/,
  'notice lists': /^src\/notices\/NoticePanel\.tsx$/,
  // Text and inputs as plain elements: Typography and the Input index (TextArea, Search, OTP) come with other pages.
  'antd Typography': /^node_modules\/antd\/es\/typography\//,
  'antd Input index': /^node_modules\/(antd\/es\/input\/(index|TextArea)\.js$|rc-textarea\/)/,
  // The search form holds its values itself; antd's Radio.Group (row selection) reaches no further than form/util.
  'form library': NOT_ON_LOGIN['form library'],
  // Dialogs, confirms, messages and notifications come with the first one shown (lazy-overlays, build/lazy-feedback).
  'dialogs and feedback':
    /^node_modules\/(rc-dialog|rc-notification|antd\/es\/(modal|message|notification)\/(?!locale\.js$))/,
  // antd parts other antd parts import for cases the lists do not draw (build/narrow-antd-imports-plugin.ts).
  'tree of the table filter menu': /^node_modules\/(antd\/es\/tree\/|rc-tree\/es\/Tree\.js$)/,
  'card loading skeleton': /^node_modules\/antd\/es\/skeleton\//,
  'login switch': /^node_modules\/(rc-segmented|antd\/es\/segmented)\//,
}

const HOME_PAGE = 'schemas/pages/dashboard/Analysis.json'
/** What the home page (#37: ≤ 450 KB until every widget has drawn) does not draw, by what it is. */
const NOT_ON_HOME_PAGE = {
  // The widgets' muted and cut texts are plain elements in antd's colours (renderers/dashboard/ToneText.tsx).
  'antd Typography': NOT_ON_USERS_LIST['antd Typography'],
  // Only the monitoring pages' dials draw a Progress; their widget comes with the first.
  'gauge widget and antd Progress':
    /^renderers\/dashboard\/widgets\/GaugeWidget\.tsx$|^node_modules\/(rc-progress|antd\/es\/progress)\//,
  Formily: NOT_ON_LOGIN.Formily,
  'mock backend': NOT_ON_LOGIN['mock backend'],
  'spreadsheet library': NOT_ON_LOGIN['spreadsheet library'],
}

/** `kind: module` for each module of `chunks` that matches a pattern of `rules`. */
const trespassers = (chunks: ChunkNode[], rules: Record<string, RegExp>) =>
  chunks.flatMap((chunk) =>
    chunk.modules.flatMap((id) =>
      Object.entries(rules)
        .filter(([, pattern]) => pattern.test(id))
        .map(([kind]) => `${kind}: ${id}`),
    ),
  )

describe('production chunk graph of the first loads', () => {
  it('keeps Formily, the engine, tables, date pickers, the form library, the sanitiser and mocks out of what the login page loads', () => {
    const login = appStart(graph)
    expect(login.map((chunk) => chunk.file)).toContain(chunkOf(graph, 'src/pages/user/Login.tsx').file)
    expect(trespassers(login, NOT_ON_LOGIN)).toEqual([])
  })

  it('keeps Formily, the form library, date pickers, dialogs, messages and what shows on demand out of what the users list loads first', () => {
    const roots = [
      ...appStart(graph),
      ...['src/router/SignedInApp.tsx', 'renderers/schema/ComponentPage.tsx', USERS_LIST].map((module) =>
        chunkOf(graph, module),
      ),
    ]
    const usersList = staticClosure(graph, roots)
    expect(usersList.flatMap((chunk) => chunk.modules)).toContain('renderers/list/ListView.tsx')
    expect(trespassers(usersList, NOT_ON_USERS_LIST)).toEqual([])
  })

  it('keeps Typography, the dials and what the home page does not draw out of what it loads first', () => {
    const roots = [
      ...appStart(graph),
      ...[
        'src/router/SignedInApp.tsx',
        'renderers/schema/ComponentPage.tsx',
        'renderers/dashboard/DashboardPage.tsx',
        HOME_PAGE,
      ].map((module) => chunkOf(graph, module)),
    ]
    const homePage = staticClosure(graph, roots)
    expect(homePage.flatMap((chunk) => chunk.modules)).toContain('renderers/dashboard/charts/ChartView.tsx')
    expect(trespassers(homePage, NOT_ON_HOME_PAGE)).toEqual([])
  })

  it("writes the two pages without index.html's comments, the login page without the blocking script", () => {
    const page = (file: string) => readFileSync(join(outDir, file), 'utf8')
    const [index, login] = [page('index.html'), page('user/login.html')]
    expect(readFileSync(join(root, 'index.html'), 'utf8')).toContain('<!--')
    for (const html of [index, login]) {
      expect(html).not.toContain('<!--')
      expect(html).toContain('<div class="ff" inert aria-hidden="true">')
    }
    expect(index).toContain('<script src="/first-frame.js"></script>')
    expect(login).not.toContain('first-frame')
  })
})

/**
 * react-router 7's package.json names only its development files, whose checks run on every navigation and print
 * warnings such as "No routes matched location"; the build takes its production files (vite.config.ts).
 */
describe('production chunk graph of the router', () => {
  it("bundles react-router's production files, without their development warnings", () => {
    const routerFiles = [...graph.modules.keys()].filter((id) => id.startsWith('node_modules/react-router/'))
    expect(routerFiles.filter((id) => id.includes('/development/'))).toEqual([])
    expect(routerFiles.filter((id) => id.includes('/dist/production/'))).not.toEqual([])
    const warning = 'No routes matched location'
    const shipped = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'))
    expect(shipped.filter((file) => readFileSync(join(outDir, 'assets', file), 'utf8').includes(warning))).toEqual([])
  })
})

/** The dashboards draw their charts themselves (renderers/dashboard/charts/), with d3 for the maths only. */
const CHARTS = 'renderers/dashboard/charts/'

describe('production chunk graph of the charts', () => {
  it('draws the charts with the dashboard’s own code, in its chunk, and reaches d3 only from the charts', () => {
    const ways = [...graph.modules].flatMap(([importer, { imported, dynamic }]) =>
      importer.startsWith(CHARTS) || NOT_ON_LOGIN['chart maths'].test(importer)
        ? []
        : [...imported, ...dynamic]
            .filter((target) => NOT_ON_LOGIN['chart maths'].test(target))
            .map((target) => `${importer} reaches ${target}`),
    )
    expect(ways).toEqual([])
    expect(chunkOf(graph, `${CHARTS}ChartView.tsx`).file).toBe(
      chunkOf(graph, 'renderers/dashboard/DashboardPage.tsx').file,
    )
    expect([...graph.modules.keys()].filter((id) => /^node_modules\/(echarts|zrender)\//.test(id))).toEqual([])
  })
})

/** The one module allowed to lead into the spreadsheet library, and only by dynamic import, when a workbook is made. */
const SPREADSHEET_LOADER = 'mocks/kernel/crud/excel/workbook.ts'
const isSpreadsheetModule = (id: string) => NOT_ON_LOGIN['spreadsheet library'].test(id)

describe('production chunk graph of the spreadsheet library', () => {
  it("reaches SheetJS only through the built-in backend's dynamic import, when an export or an import runs", () => {
    const ways = [...graph.modules].flatMap(([importer, { imported, dynamic }]) =>
      isSpreadsheetModule(importer)
        ? []
        : [
            ...imported.filter(isSpreadsheetModule).map((target) => `${importer} imports ${target}`),
            ...dynamic
              .filter(isSpreadsheetModule)
              .filter(() => importer !== SPREADSHEET_LOADER)
              .map((target) => `${importer} loads ${target}`),
          ],
    )
    expect(ways).toEqual([])
    expect(graph.modules.get(SPREADSHEET_LOADER)?.dynamic).toEqual(['node_modules/@e965/xlsx/xlsx.mjs'])
  })
})

describe('production chunk graph of the editors', () => {
  it('puts each editor in chunks of its own', () => {
    const kinds = new Set(graph.chunks.flatMap(editorKindsOf))
    expect([...kinds].sort()).toEqual(Object.keys(EDITOR_KINDS).sort())
  })

  it('keeps every editor out of what the login page loads', () => {
    const login = appStart(graph)
    expect(login.map((chunk) => chunk.file)).toContain(chunkOf(graph, 'src/pages/user/Login.tsx').file)
    expect(login.flatMap(editorKindsOf)).toEqual([])
    expect(login.flatMap((chunk) => chunk.modules).filter((id) => id.startsWith('src/widgets/editors/'))).toEqual([])
  })

  it('keeps every editor out of what opening the users list loads', () => {
    const roots = ['src/router/SignedInApp.tsx', 'renderers/schema/SchemaPage.tsx', USERS_LIST].map((module) =>
      chunkOf(graph, module),
    )
    expect(staticClosure(graph, roots).flatMap(editorKindsOf)).toEqual([])
    // Nor does the users list render an editor, which would fetch one on demand.
    expect(readFileSync(join(root, USERS_LIST), 'utf8')).not.toMatch(/"(CodeEditor|MarkdownEditor|RichTextEditor)"/)
  })

  it('reaches editor code only through the dynamic imports of the lazy wrappers', () => {
    const ways = [...graph.modules].flatMap(([importer, { imported, dynamic }]) =>
      isEditorModule(importer)
        ? []
        : [
            ...imported.filter(isEditorModule).map((target) => `${importer} imports ${target}`),
            ...dynamic
              .filter(isEditorModule)
              .filter(() => importer !== WRAPPERS)
              .map((target) => `${importer} loads ${target}`),
          ],
    )
    expect(ways).toEqual([])
    expect(graph.modules.get(WRAPPERS)?.dynamic.filter(isEditorModule).sort()).toEqual([
      'src/widgets/editors/code/CodeEditorInput.tsx',
      'src/widgets/editors/markdown/MarkdownEditorInput.tsx',
      'src/widgets/editors/rich-text/RichTextInput.tsx',
    ])
  })
})
