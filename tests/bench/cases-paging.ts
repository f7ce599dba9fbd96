import type { PersistedState } from '@mocks/kernel/db'
import { createDatabase } from '@mocks/database'
import { createTestServer } from '@mocks/node'
import { issueToken } from '@mocks/kernel/services/session'
import type { BenchRow } from './bpmn'
import { formatMs } from './stats'

const STORED = 100_000
const PAGES = 21

/**
 * The seeded database with its cases copied up to 100,000 (fresh ids and case numbers), as the built-in backend of a
 * firm after some years would hold them.
 */
function stateWithManyCases(): PersistedState {
  const seeded = createDatabase().snapshot()
  const template = seeded.tables.ipr_case
  const cases = Array.from({ length: STORED }, (_, index) => ({
    ...template[index % template.length],
    id: `9${String(index).padStart(18, '0')}`,
    caseNo: `P${String(index).padStart(12, '0')}`,
  }))
  return { ...seeded, tables: { ...seeded.tables, ipr_case: cases } }
}

/**
 * Pages through the case list of the built-in backend holding 100,000 cases, as the admin (no data rule), newest
 * first with dictionary texts: the median time of one page request, and of one with the 已逾期 scope and a name search.
 */
export async function benchCasePaging(): Promise<BenchRow[]> {
  const state = stateWithManyCases()
  const test = createTestServer({ persistence: { load: () => state, save: () => undefined } })
  test.server.listen({ onUnhandledRequest: 'bypass' })
  try {
    const token = issueToken(test.db, 'admin')
    const time = async (query: string) => {
      const started = performance.now()
      const response = await fetch(`http://localhost/jeecg-boot/ipr/case/list?${query}`, {
        headers: { 'X-Access-Token': token },
      })
      const body = (await response.json()) as { result: { total: number } }
      if (body.result.total === 0) throw new Error(`no cases for ${query}`)
      return performance.now() - started
    }
    const plain: number[] = []
    const scoped: number[] = []
    for (let page = 1; page <= PAGES; page += 1) {
      plain.push(await time(`pageNo=${page}&pageSize=10`))
      scoped.push(await time(`pageNo=${page}&pageSize=10&flag=3&caseName=*一种*`))
    }
    return [
      {
        figure: `cases list, ${STORED.toLocaleString('en-US')} stored cases: one page request (median of ${PAGES})`,
        value: formatMs(plain),
        goal: '≤ 100 ms',
      },
      {
        figure: `cases list, ${STORED.toLocaleString('en-US')} stored cases: 已逾期 scope + name search (median of ${PAGES})`,
        value: formatMs(scoped),
        goal: '≤ 100 ms',
      },
    ]
  } finally {
    test.server.close()
  }
}
