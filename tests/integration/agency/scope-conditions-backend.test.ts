// @vitest-environment node
import dayjs from 'dayjs'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { formatDate } from '@mocks/kernel/db/time'
import { resolveDeep } from '@renderers/core/templates'
import { listScopeOf } from '@renderers/list/list-scope'
import { serveInTests } from '../../support/msw'
import { call, login } from '../mocks/support'

const backend = createTestServer()
serveInTests(backend.server)

const pages = import.meta.glob<{
  entity: string
  fixedParams?: object
  tabs?: { key: string; fixedParams?: object }[]
}>('/schemas/pages/ipr/*.json', { eager: true, import: 'default' })
const entities = import.meta.glob<{ 'x-resource': { base: string } }>('/schemas/entities/*.json', {
  eager: true,
  import: 'default',
})

/**
 * The built-in backend's `flag` each scope tab sent before it became QueryGenerator conditions (0 全部, 1 我的,
 * 2 本部门 or 我分配的, 3 已逾期, 4 即将到期); `page` is the page's own fixed parameters. The conditions must find the
 * same rows, so a generated controller shows what the built-in backend shows.
 */
const FORMER_FLAGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  RequisitionList: { all: '0', mine: '1', department: '2' },
  CaseAssignList: { all: '0', assignedByMe: '2', overdue: '3' },
  CustomerList: { all: '0', mine: '1', department: '2' },
  PaymentList: { all: '0', mine: '1', department: '2' },
  TrademarkList: { all: '0', mine: '1', department: '2' },
  ProjectList: { all: '0', mine: '1', department: '2' },
  TransferList: { all: '0', mine: '1', department: '2' },
  CopyrightList: { all: '0', mine: '1', department: '2' },
  LoanList: { all: '0', mine: '1', department: '2' },
  BillList: { all: '0', department: '2', overdue: '3' },
  ContractList: { all: '0', mine: '1', department: '2' },
  RefundList: { all: '0', mine: '1', department: '2' },
  InvoiceList: { all: '0', department: '2' },
  DailyLogList: { mine: '1', department: '2' },
  ExpenseList: { all: '0', mine: '1', department: '2', overdue: '3', dueSoon: '4' },
  ReimburseList: { all: '0', mine: '1', department: '2' },
  ExpressList: { all: '0', mine: '1', department: '2' },
  ReceiptList: { all: '0', mine: '1', department: '2' },
  CaseList: { all: '0', mine: '1', department: '2', overdue: '3', dueSoon: '4' },
  MyPayslipList: { page: '1' },
  MyCaseTaskList: { page: '1' },
}

/** A manager, an agent, the finance clerk and the administrator: each scope narrows differently for each. */
const USERS = ['chenxiaodong', 'liufang', 'pengyuhang', 'admin']
const signedIn: Record<string, { token: string; user: Record<string, unknown> }> = {}
beforeAll(async () => {
  for (const username of USERS) {
    const { body } = await login(username)
    signedIn[username] = { token: body.result.token, user: body.result.userInfo }
  }
})

async function ids(base: string, params: object, token: string) {
  const query = new URLSearchParams({ pageNo: '1', pageSize: '100000', ...(params as Record<string, string>) })
  const { body } = await call(`${base}/list?${query}`, { token })
  expect(body.success, `${base} ${String(query)}: ${body.message}`).toBe(true)
  return (body.result.records as { id: string }[]).map((row) => row.id).sort()
}

describe('scope tabs as QueryGenerator conditions', () => {
  it.each(Object.entries(FORMER_FLAGS))('%s: every tab finds the rows of its former flag', async (name, flags) => {
    const page = pages[`/schemas/pages/ipr/${name}.json`]
    const base = entities[`/schemas/entities/${page.entity}.json`]['x-resource'].base
    const now = dayjs(formatDate(backend.db.now()))
    let narrowed = 0
    // A user whose roles do not open the list is refused it outright (510): scopes are compared for the others.
    const readers: string[] = []
    for (const username of USERS) {
      const { body } = await call(`${base}/list?pageSize=1`, { token: signedIn[username].token })
      if (body.success) readers.push(username)
      else expect(body.code, `${name} for ${username}`).toBe(510)
    }
    expect(readers.length, `${name}: read by the administrator and at least one other`).toBeGreaterThan(1)
    for (const username of readers) {
      const { token, user } = signedIn[username]
      const scope = listScopeOf(user, now)
      for (const [key, flag] of Object.entries(flags)) {
        const tab = key === 'page' ? undefined : page.tabs!.find((candidate) => candidate.key === key)!
        const own = resolveDeep(key === 'page' ? page.fixedParams : { ...page.fixedParams, ...tab!.fixedParams }, scope)
        expect(JSON.stringify(own ?? {}), `${name} ${key}`).not.toContain('flag')
        const former = { ...(key === 'page' ? {} : page.fixedParams), flag }
        const found = await ids(base, own ?? {}, token)
        expect(found, `${name} ${key} for ${username}`).toEqual(await ids(base, former, token))
        if (found.length > 0 && flag !== '0') narrowed++
      }
    }
    expect(narrowed, `${name}: no scope found a row for any user`).toBeGreaterThan(0)
  })
})
