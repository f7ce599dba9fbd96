// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { readWorkbook } from '@mocks/kernel/crud/excel/read-workbook'
import { ONLINE_FORM_IDS } from '@mocks/areas/online-form/seed'
import { createTestServer } from '@mocks/node'
import { signedHeaders } from '@mocks/testing'
import { BASE, call, serveSignedInAdmin, tokenOf } from './support'

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

describe('an online form’s rows under the data rules of its menu /online/cgformList/{id}', () => {
  it('getData, getTreeData and the export answer only the rows a granted rule keeps', async () => {
    const menu = backend.db.table('sys_permission').first((row) => row.name === '测试用户表')!
    const code = String(menu.url).split('/').pop()!
    const rule = backend.db.table('sys_permission_data_rule').insert({
      permissionId: menu.id,
      ruleName: '只看男性',
      ruleColumn: 'sex',
      ruleConditions: '=',
      ruleValue: '1',
      status: '1',
      createBy: 'admin',
      createTime: '2026-11-22 09:00:00',
      updateBy: null,
      updateTime: null,
    })
    const adminRole = backend.db.table('sys_role').first((row) => row.roleCode === 'admin')!
    const grant = (dataRuleIds: string) =>
      call('/sys/role/datarule', {
        method: 'POST',
        token: admin(),
        body: { permissionId: menu.id, roleId: adminRole.id, dataRuleIds },
      })
    const names = async (endpoint: string) =>
      (await call(`/online/cgform/api/${endpoint}/${code}?pageSize=100`, { token: admin() })).body.result.records
        .map((row: { name: string }) => row.name)
        .sort()
    expect(await names('getData')).toEqual(['张三', '李四', '王五'].sort())
    expect((await grant(String(rule.id))).body.success).toBe(true)
    expect(await names('getData')).toEqual(['张三', '王五'].sort())
    expect(await names('getTreeData')).toEqual(['张三', '王五'].sort())
    const sheet = await fetch(`${BASE}/online/cgform/api/exportXls/${code}`, { headers: { 'X-Access-Token': admin() } })
    expect((await readWorkbook(new Uint8Array(await sheet.arrayBuffer()))).flat()).not.toContain('李四')
    await grant('')
    expect(await names('getData')).toHaveLength(3)
  })
})

describe('an online form’s table dictionary offers what the user’s list shows', () => {
  it('getColumns’ dictOptions and getFormItem’s choices over ipr_case list a 专利代理人 only the cases they handle', async () => {
    const fields = backend.db.table('onl_cgform_field')
    const sex = fields.first((row) => row.cgformHeadId === ONLINE_FORM_IDS.single && row.dbFieldName === 'sex')!
    const asWritten = { dictTable: sex.dictTable, dictText: sex.dictText, dictField: sex.dictField }
    fields.update(sex.id, { dictTable: 'ipr_case', dictText: 'case_no', dictField: 'id' })
    try {
      const choices = async (token: string) => {
        const path = (endpoint: string) => `/online/cgform/api/${endpoint}/${ONLINE_FORM_IDS.single}`
        const columns = (await signed(path('getColumns'), token)) as unknown as { dictOptions: { sex: unknown[] } }
        const form = (await signed(path('getFormItem'), token)) as unknown as {
          schema: { properties: { sex: { enum: unknown[] } } }
        }
        const values = (list: unknown[]) => list.map((item) => String((item as { value: string }).value)).sort()
        expect(values(form.schema.properties.sex.enum)).toEqual(values(columns.dictOptions.sex))
        return values(columns.dictOptions.sex)
      }
      const own = await idsOfList('/ipr/case/list', tokens.liufang)
      expect(own.length).toBeGreaterThan(0)
      expect(await choices(tokens.liufang)).toEqual(own)
      expect(await choices(admin())).toHaveLength(backend.db.table('ipr_case').count())
    } finally {
      fields.update(sex.id, asWritten)
    }
  })
})
