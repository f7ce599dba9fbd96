import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import type { AxiosAdapter } from 'axios'
import { createRoot, type Root } from 'react-dom/client'
import { AppEngine } from '@/engine/AppEngine'
import { http } from '@/http'
import { session } from '@/session/session-store'
import { SchemaPage } from '@renderers/schema/SchemaPage'
import { validatePage, validatePageNow } from '@renderers/schema/validate-page'
import userList from '@schemas/pages/system/UserList.json'
import { DICTS, ROW_COUNT, USERS } from './data'
import { DirectUserList } from './DirectUserList'
import { appSemanticContext } from '../../support/engine'

/**
 * A bench-only page: renders the users list from its schema and the same table written with antd, with 1,000 rows
 * answered in memory (no network), and times schema validation. Results go to window.__bench.
 */
const fromMemory: AxiosAdapter = (config) => {
  const dict = /getDictItems\/(.+)$/.exec(config.url ?? '')
  const result = dict ? DICTS[decodeURIComponent(dict[1])] : { records: USERS, total: USERS.length }
  return Promise.resolve({
    data: { success: true, code: 200, message: '', result, timestamp: 0 },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  })
}
http.axios.defaults.adapter = fromMemory
// A signed-in session caches every dictionary of the server; the users list names these (position_rank in its
// 职务 picker).
session.dictCache = { sex: DICTS.sex, user_status: DICTS.user_status, position_rank: DICTS.position_rank }
// Every button of the screen is shown, as for an administrator.
session.auth = [
  'user:add',
  'user:edit',
  'user:delete',
  'user:batchDelete',
  'user:import',
  'user:export',
  'user:frozen',
].map((action) => ({ action, type: '1', describe: action }))

// The schema asks for the page size the direct table shows, so both render 1,000 rows (virtual bodies both).
const schema = { ...userList, pagination: { pageSize: ROW_COUNT, pageSizeOptions: [10, 20, 30, ROW_COUNT] } }

const host = document.getElementById('root')!

function rowsShown(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (host.querySelector('.ant-table-tbody .ant-table-row, .ant-table-tbody-virtual .ant-table-row'))
        requestAnimationFrame(() => resolve())
      else requestAnimationFrame(check)
    }
    check()
  })
}

async function timeRender(view: () => JSX.Element): Promise<number> {
  let root: Root | undefined
  const start = performance.now()
  root = createRoot(host)
  root.render(
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <AppEngine>{view()}</AppEngine>
      </AntApp>
    </ConfigProvider>,
  )
  await rowsShown()
  const elapsed = performance.now() - start
  root.unmount()
  root = undefined
  return elapsed
}

async function run() {
  const schemaTimes: number[] = []
  const directTimes: number[] = []
  // Alternating runs after one warm-up of each, so neither gets the JIT or cache advantage.
  await timeRender(() => <SchemaPage schema={schema} source="schemas/pages/system/UserList.json" />)
  await timeRender(() => <DirectUserList />)
  for (let round = 0; round < 7; round += 1) {
    schemaTimes.push(await timeRender(() => <SchemaPage schema={schema} source="schemas/pages/system/UserList.json" />))
    directTimes.push(await timeRender(() => <DirectUserList />))
  }
  const pages = Object.values(import.meta.glob('/schemas/pages/**/*.json', { eager: true, import: 'default' }))
  // Validators and entities are fetched once (a network cost, not a validation cost); the rounds time the checks.
  await Promise.all(pages.map((page) => validatePage(page, appSemanticContext())))
  const validationTimes: number[] = []
  for (let round = 0; round < 21; round += 1) {
    const start = performance.now()
    for (const page of pages) validatePageNow(page, appSemanticContext())
    validationTimes.push(performance.now() - start)
  }
  Object.assign(window, {
    __bench: {
      schema: schemaTimes,
      direct: directTimes,
      validation: validationTimes,
      schemaCount: pages.length,
    },
  })
}

void run()
