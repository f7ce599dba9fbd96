// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { signedHeaders } from '@mocks/testing'
import { call, serveSignedInAdmin, tokenOf } from './support'

const backend = createTestServer()
const admin = serveSignedInAdmin(backend)

/** Seeded sign-ins: 专利代理人 (own cases), 部门经理 (their department), 财务 (no case page). */
const tokens: Record<string, string> = {}
beforeAll(async () => {
  for (const username of ['liufang', 'chenxiaodong', 'pengyuhang']) tokens[username] = await tokenOf(username)
})

/** A signed GET as the client sends a dictionary call. */
async function signed(path: string, token: string, params: Record<string, string> = {}): Promise<unknown[]> {
  const query = new URLSearchParams({ ...params, _t: '1700000000' })
  const { body } = await call(`${path}?${query}`, { token, headers: signedHeaders(path, params) })
  expect(body.success).toBe(true)
  return body.result
}

const idsOfList = async (path: string, token: string) =>
  (await call(`${path}?pageSize=1000`, { token })).body.result.records.map((row: { id: string }) => row.id).sort()

/** The values one user is offered for a table through every dictionary read of it. */
async function offered(table: string, text: string, token: string) {
  const code = `${table},${text},id`
  const items = await signed(`/sys/dict/getDictItems/${code}`, token)
  const searched = await signed(`/sys/dict/loadDict/${code}`, token, { keyword: '', pageSize: '100000' })
  const tree = await signed('/sys/dict/loadTreeData', token, {
    tableName: table,
    text,
    code: 'id',
    pidField: 'pid',
    hasChildField: '',
    pid: '0',
  })
  const values = (list: unknown[]) => list.map((item) => String((item as { value: string }).value)).sort()
  expect(values(searched)).toEqual(values(items))
  expect(values(tree)).toEqual(values(items))
  return values(items)
}

describe('a table dictionary offers what the user’s list shows', () => {
  it('a 专利代理人 picks only the cases they handle, the administrator every case', async () => {
    const own = await idsOfList('/ipr/case/list', tokens.liufang)
    expect(own.length).toBeGreaterThan(0)
    expect(await offered('ipr_case', 'case_no', tokens.liufang)).toEqual(own)
    const all = backend.db
      .table('ipr_case')
      .list()
      .map((row) => String(row.id))
      .sort()
    expect(all.length).toBeGreaterThan(own.length)
    expect(await offered('ipr_case', 'case_no', admin())).toEqual(all)
  })

  it('a 部门经理 picks only their department’s contracts', async () => {
    const listed = await idsOfList('/ipr/contract/list', tokens.chenxiaodong)
    expect(listed.length).toBeLessThan(backend.db.table('ipr_contract').count())
    expect(await offered('ipr_contract', 'contract_name', tokens.chenxiaodong)).toEqual(listed)
  })

  it('财务, who opens no case page, still picks a bill’s case from every case', async () => {
    expect(await offered('ipr_case', 'case_no', tokens.pengyuhang)).toHaveLength(backend.db.table('ipr_case').count())
  })
})
