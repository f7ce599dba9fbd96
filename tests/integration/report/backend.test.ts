// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { XLSX_TYPE } from '@mocks/kernel/crud/excel/download'
import { readWorkbook } from '@mocks/kernel/crud/excel/read-workbook'
import { BASE, call, serveSignedInAdmin } from '../mocks/support'

const backend = createTestServer()
const { db } = backend
const admin = serveSignedInAdmin(backend)

const get = async (path: string) => (await call(path, { token: admin() })).body
const API = '/online/cgreport/api'

async function reportId(code: string): Promise<string> {
  return (await get(`${API}/getRpColumns/${code}`)).result.cgRpConfigId
}

describe('online report endpoints of the built-in backend', () => {
  it('answers a report’s columns by code, with the dictionaries of its coded columns', async () => {
    const answer = await get(`${API}/getRpColumns/report_depart`)
    expect(answer).toMatchObject({
      success: true,
      code: 200,
      result: { cgRpConfigName: '部门通讯录', isGroupTitle: false, fieldHrefSlots: [] },
    })
    const { columns, dictOptions } = answer.result
    expect(columns.map((column: { title: string }) => column.title)).toEqual([
      '部门名称',
      '机构类别',
      '机构编码',
      '电话',
      '传真',
      '地址',
    ])
    expect(columns[1]).toMatchObject({
      dataIndex: 'orgCategory',
      customRender: 'orgCategory',
      sorter: 'true',
      align: 'center',
    })
    expect(dictOptions.orgCategory.map((item: { text: string }) => item.text)).toEqual(['公司', '部门', '岗位'])
    expect(await get(`${API}/getRpColumns/no_such_report`)).toMatchObject({ success: false, message: '实体不存在' })
  })

  it('lists the query items, the third and later collapsed, coded ones as list views with their dictionary code', async () => {
    const { result } = await get(`${API}/getQueryInfo/${await reportId('report_user')}`)
    expect(result).toEqual([
      { label: '姓名', field: 'realname', view: 'string', mode: 'single' },
      { label: '账号', field: 'username', view: 'string', mode: 'single' },
      { label: '性别', field: 'sex', view: 'list', mode: 'single', dictCode: 'sex', hidden: '1' },
      { label: '生日', field: 'birthday', view: 'date', mode: 'group', hidden: '1' },
    ])
  })

  it('pages the rows, filters by query items and self_ parameters (quotes of a SQL literal stripped) and sorts', async () => {
    const id = await reportId('report_user')
    const all = (await get(`${API}/getData/${id}?pageNo=1&pageSize=5`)).result
    expect(all.records).toHaveLength(5)
    expect(all.total).toBe(db.table('sys_user').count())
    expect(Object.keys(all.records[0])).toEqual(['id', 'realname', 'username', 'sex', 'phone', 'email', 'birthday'])

    const women = (await get(`${API}/getData/${id}?self_sex=${encodeURIComponent("'2'")}&pageSize=100`)).result
    expect(women.total).toBeGreaterThan(0)
    expect(women.records.every((row: { sex: number }) => row.sex === 2)).toBe(true)

    expect(
      (await get(`${API}/getData/${id}?realname=${encodeURIComponent('张三')}`)).result.records.map(
        (row: { username: string }) => row.username,
      ),
    ).toEqual(['zhangsan'])
    expect(
      (await get(`${API}/getData/${id}?realname=${encodeURIComponent('*晓*')}`)).result.records.map(
        (row: { username: string }) => row.username,
      ),
    ).toContain('jeecg')

    const sorted = (await get(`${API}/getData/${id}?column=username&order=asc&pageSize=100`)).result.records.map(
      (row: { username: string }) => row.username,
    )
    expect(sorted).toEqual([...sorted].sort((a: string, b: string) => a.localeCompare(b)))
    expect(await get(`${API}/getData/404`)).toMatchObject({ success: false, message: '动态报表配置不存在!' })
  })

  it('reads the live tables: a department added later is in the report', async () => {
    const id = await reportId('report_depart')
    const body = {
      departName: '新设办公室',
      orgCategory: '1',
      mobile: '010-88886666',
      fax: '010-88886667',
      address: '北京市海淀区新址路1号',
    }
    expect((await call('/sys/sysDepart/add', { method: 'POST', body, token: admin() })).body.success).toBe(true)
    const { result } = await get(`${API}/getData/${id}?departName=${encodeURIComponent('新设办公室')}`)
    expect(result.records).toEqual([
      expect.objectContaining({ departName: '新设办公室', address: '北京市海淀区新址路1号' }),
    ])
  })

  it('answers the report page: its columns, name and a page of rows by id, and an Excel export of the queried rows', async () => {
    const id = await reportId('report_user')
    const { result } = await get(`${API}/getColumnsAndData/${id}?pageNo=1&pageSize=5&sex=2`)
    expect(result).toMatchObject({ cgreportHeadName: '用户信息报表', fieldHrefSlots: [], isGroupTitle: false })
    expect(result.columns.map((column: { dataIndex: string }) => column.dataIndex)).toEqual([
      'realname',
      'username',
      'sex',
      'phone',
      'email',
      'birthday',
    ])
    // Only the items of the values on the page.
    expect(result.dictOptions.sex.map((item: { text: string }) => item.text)).toEqual(['女'])
    expect(result.data.records.length).toBeLessThanOrEqual(5)
    expect(result.data.records.every((row: { sex: unknown }) => String(row.sex) === '2')).toBe(true)
    expect(await get(`${API}/getColumnsAndData/no_such_report`)).toMatchObject({
      success: false,
      message: '实体不存在',
    })

    const exported = await fetch(`${BASE}${API}/exportXls/${id}?username=zhangsan&pageNo=1&pageSize=1`, {
      headers: { 'X-Access-Token': admin() },
    })
    expect(exported.headers.get('Content-Type')).toBe(XLSX_TYPE)
    expect(decodeURIComponent(exported.headers.get('Content-Disposition')!)).toContain('用户信息报表.xlsx')
    const sheet = (await readWorkbook(new Uint8Array(await exported.arrayBuffer()))).flat()
    expect(sheet).toContain('导出人:管理员')
    expect(sheet).toContain('张三')
    expect(sheet).not.toContain('李四')
    expect(await get(`${API}/exportXls/no_such_report`)).toMatchObject({
      success: false,
      message: '动态报表配置不存在!',
    })
  })

  it('lists the two reports under 示例 as menu rows of the online-report component, linked by id', async () => {
    const { result } = await get('/sys/permission/getUserPermissionByToken')
    const examples = result.menu.find((item: { meta: { title: string } }) => item.meta.title === '示例')
    const reports = examples.children.filter(
      (item: { component: string }) => item.component === 'modules/online/cgreport/auto/OnlCgreportAutoList',
    )
    expect(reports.map((item: { meta: { title: string }; path: string }) => [item.meta.title, item.path])).toEqual([
      ['部门通讯录', `/online/cgreport/${await reportId('report_depart')}`],
      ['用户信息报表', `/online/cgreport/${await reportId('report_user')}`],
    ])
  })
})
