// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { ONLINE_FORM_IDS } from '@mocks/areas/online-form/seed'
import { workbookOf } from '../../fixtures/excel/edited-workbooks'
import { exportedRows, upload } from '../crud/support'
import { call, serveSignedInAdmin, tokenOf } from '../mocks/support'

const backend = createTestServer()
const admin = serveSignedInAdmin(backend)

const send = async (path: string, method = 'GET', body?: unknown) =>
  (await call(path, { token: admin(), method, body })).body
const API = '/online/cgform/api'
const SINGLE = ONLINE_FORM_IDS.single
const ORDER = ONLINE_FORM_IDS.orderMain

const field = (dbFieldName: string, dbFieldTxt: string, extra: Record<string, unknown> = {}) => ({
  dbFieldName,
  dbFieldTxt,
  dbType: 'string',
  dbLength: 32,
  isShowForm: 1,
  isShowList: 1,
  isQuery: 0,
  ...extra,
})

async function headIdOf(tableName: string): Promise<string> {
  const page = await send(`/online/cgform/head/list?tableName=${tableName}&copyType=0`)
  return page.result.records[0].id
}

describe('online form runtime of the built-in backend', () => {
  it('answers a form’s columns with code 0, its dictionaries inline and the cell slots of date and image', async () => {
    const answer = await send(`${API}/getColumns/${SINGLE}`)
    expect(answer).toMatchObject({ success: true, code: 0, result: { description: '测试用户表', paginationFlag: 'Y' } })
    const columns = answer.result.columns as { dataIndex: string; customRender: string | null; scopedSlots: unknown }[]
    expect(columns.map((column) => column.dataIndex)).toEqual(['name', 'sex', 'age', 'birthday', 'top_pic'])
    expect(columns[1].customRender).toBe('sex')
    expect(columns[3].scopedSlots).toEqual({ customRender: 'dateSlot' })
    expect(columns[4].scopedSlots).toEqual({ customRender: 'imgSlot' })
    expect(answer.result.dictOptions.sex.map((item: { text: string }) => item.text)).toContain('男')
    expect(await send(`${API}/getColumns/nothing`)).toMatchObject({ success: false, message: '实体不存在' })
  })

  it('lists the query items with code 200, range mode kept, the third collapsed', async () => {
    const answer = await send(`${API}/getQueryInfo/${SINGLE}`)
    expect(answer.code).toBe(200)
    expect(answer.result).toEqual([
      { label: '用户名', field: 'name', mode: 'single', view: 'text' },
      { label: '性别', field: 'sex', mode: 'single', view: 'list', dictCode: 'sex' },
      { label: '生日', field: 'birthday', mode: 'group', view: 'date', hidden: '1' },
    ])
  })

  it('filters, sorts and pages the rows; -521 answers every row with the fields', async () => {
    const like = await send(`${API}/getData/${SINGLE}?name=*张*&pageNo=1&pageSize=10`)
    expect(like.result.records.map((row: { name: string }) => row.name)).toEqual(['张三'])
    const range = await send(`${API}/getData/${SINGLE}?birthday_begin=1985-01-01&birthday_end=1995-01-01`)
    expect(range.result.records.map((row: { name: string }) => row.name)).toEqual(['李四'])
    const sorted = await send(`${API}/getData/${SINGLE}?column=age&order=asc&pageSize=2`)
    expect(sorted.result).toMatchObject({ total: 3 })
    expect(sorted.result.records.map((row: { age: number }) => row.age)).toEqual([28, 34])
    const all = await send(`${API}/getData/${SINGLE}?pageSize=-521`)
    expect(all.result.records).toHaveLength(3)
    expect(all.result.fieldList.length).toBeGreaterThan(5)
  })

  it('saves a main row with its sub rows, reads them back, replaces them on edit and deletes them with it', async () => {
    const added = await send(`${API}/form/${ORDER}?tabletype=1`, 'POST', {
      order_code: 'DD-T1',
      order_date: '2024-05-01',
      test_order_product: [{ product_name: '钢笔', price: 3, num: 2 }],
      test_order_customer: [{ name: '甲' }, { name: '乙' }],
    })
    expect(added).toMatchObject({ success: true, code: 0 })
    const id = added.result as string
    const read = await send(`${API}/form/${ORDER}/${id}`)
    expect(read.result.test_order_customer.map((row: { name: string }) => row.name)).toEqual(['甲', '乙'])
    expect(read.result.test_order_product[0]).toMatchObject({ product_name: '钢笔', order_fk_id: id })
    const edited = await send(`${API}/form/${ORDER}`, 'PUT', { ...read.result, test_order_customer: [{ name: '丙' }] })
    expect(edited).toMatchObject({ success: true, code: 200, message: '修改成功！' })
    const after = await send(`${API}/form/${ORDER}/${id}`)
    expect(after.result.test_order_customer.map((row: { name: string }) => row.name)).toEqual(['丙'])
    expect(await send(`${API}/form/${ORDER}/${id}`, 'DELETE')).toMatchObject({ success: true, message: '删除成功!' })
    const customers = await send(`${API}/getData/${ONLINE_FORM_IDS.orderCustomer}?order_id=${id}`)
    expect(customers.result.total).toBe(0)
  })

  it('describes a main table’s form with its one-to-many sub tables as grids', async () => {
    const { result } = await send(`${API}/getFormItem/${ORDER}`)
    expect(result.schema.required).toEqual(['order_code'])
    expect(result.schema.properties.test_order_product).toMatchObject({
      view: 'tab',
      relationType: 0,
      foreignKey: 'order_fk_id',
    })
    const keys = result.schema.properties.test_order_customer.columns.map((column: { key: string }) => column.key)
    expect(keys).toEqual(['name', 'sex', 'telphone'])
  })
})

describe('online form designer of the built-in backend', () => {
  it('adds a table, refuses its name twice and bad column names, answers NO_DB_SYNC until it is synced', async () => {
    const model = {
      head: { tableName: 'cg_fee_notice', tableTxt: '年费提醒', tableType: 1 },
      fields: [
        field('id', '主键', { dbIsKey: 1, isShowForm: 0, isShowList: 0 }),
        field('title', '标题', { isQuery: 1 }),
      ],
      indexs: [],
    }
    expect(await send(`${API}/addAll`, 'POST', model)).toMatchObject({ success: true, message: '添加成功' })
    expect(await send(`${API}/addAll`, 'POST', model)).toMatchObject({
      success: false,
      message: '表名[cg_fee_notice]已存在',
    })
    const bad = { ...model, head: { ...model.head, tableName: 'cg_other' }, fields: [field('1abc', '坏')] }
    expect(await send(`${API}/addAll`, 'POST', bad)).toMatchObject({ success: false, message: '字段名[1abc]不合法' })
    const id = await headIdOf('cg_fee_notice')
    expect(await send(`${API}/getData/${id}`)).toMatchObject({ success: false, message: 'NO_DB_SYNC' })
    expect(await send(`${API}/doDbSynch/${id}/normal`, 'POST')).toMatchObject({
      success: true,
      message: '同步数据库成功!',
    })
    expect(await send(`${API}/form/${id}`, 'POST', { title: '第一条' })).toMatchObject({ success: true })
    expect((await send(`${API}/getData/${id}`)).result.records[0]).toMatchObject({ title: '第一条' })
  })

  it('edits the fields (one version up, unsynced), keeps rows on a normal sync and empties the table on a force sync', async () => {
    const id = await headIdOf('cg_fee_notice')
    const fields = (await send(`/online/cgform/field/listByHeadId?headId=${id}`)).result
    const head = (await send(`/online/cgform/head/queryById?id=${id}`)).result
    const edited = await send(`${API}/editAll`, 'PUT', {
      head,
      fields: [...fields, field('amount', '金额', { dbType: 'BigDecimal', fieldValidType: 'money' })],
      indexs: [],
      deleteFieldIds: [],
      deleteIndexIds: [],
    })
    expect(edited).toMatchObject({ success: true, message: '全部修改成功' })
    const after = (await send(`/online/cgform/head/queryById?id=${id}`)).result
    expect(after).toMatchObject({ isDbSynch: 'N', tableVersion: head.tableVersion + 1 })
    await send(`${API}/doDbSynch/${id}/normal`, 'POST')
    expect((await send(`${API}/getData/${id}`)).result.total).toBe(1)
    await send(`${API}/doDbSynch/${id}/force`, 'POST')
    expect((await send(`${API}/getData/${id}`)).result.total).toBe(0)
  })

  it('imports the rows of its own export: titles matched to fields, dictionary texts stored as values', async () => {
    const exported = await exportedRows(
      `${API}/exportXls/${SINGLE}?paramsStr=${encodeURIComponent('{"name":"*张*"}')}`,
      admin(),
    )
    expect(exported.flat()).toContain('张三')
    const sheet = workbookOf(exported.map((row) => row.map((text) => (text === '张三' ? '张三丰' : text))))
    const answer = await upload(`${API}/importXls/${SINGLE}`, admin(), { name: '测试用户表.xlsx', bytes: sheet })
    expect(answer).toMatchObject({ success: true, message: '导入成功!' })
    const imported = (await send(`${API}/getData/${SINGLE}?name=张三丰`)).result.records
    expect(imported).toHaveLength(1)
    expect(imported[0]).toMatchObject({ sex: '1', age: 28 })
    expect(
      await upload(`${API}/importXls/${SINGLE}`, admin(), { name: 'a.xls', bytes: 'not a workbook' }),
    ).toMatchObject({
      success: false,
      message: '文件导入失败:不是可识别的Excel文件，请使用导出的模板',
    })
  })

  it('imports database tables: a resource’s table with its columns and rows, a removed form’s table with its own', async () => {
    const listed = async () =>
      ((await send('/online/cgform/head/queryTables')).result as { id: string }[]).map((table) => table.id)
    expect(await listed()).toContain('jeecg_order_ticket')
    expect(await listed()).not.toContain('test_demo')
    const single = await headIdOf('test_demo')
    await send(`/online/cgform/head/removeRecord?id=${single}`, 'DELETE')
    expect(await listed()).toContain('test_demo')
    expect(await send('/online/cgform/head/transTables/jeecg_order_ticket,test_demo', 'POST')).toMatchObject({
      success: true,
      message: '同步完成!',
    })
    expect(await listed()).not.toContain('jeecg_order_ticket')
    const ticket = (await send('/online/cgform/head/list?copyType=0&tableName=jeecg_order_ticket')).result.records[0]
    expect(ticket).toMatchObject({ tableTxt: '订单机票', isDbSynch: 'Y', tableType: 1 })
    const fields = (await send(`/online/cgform/field/listByHeadId?headId=${ticket.id}`)).result
    expect(fields.find((f: { dbFieldName: string }) => f.dbFieldName === 'tickect_date')).toMatchObject({
      dbFieldTxt: '航班时间',
      dbType: 'Datetime',
      fieldShowType: 'datetime',
    })
    const rows = (await send(`${API}/getData/${ticket.id}?pageSize=-521`)).result.records
    expect(rows.map((row: { ticket_code: string }) => row.ticket_code)).toContain('LH723')
    const demo = await headIdOf('test_demo')
    const kept = (await send(`${API}/getData/${demo}`)).result.records
    expect(kept.map((row: { name: string }) => row.name)).toEqual(expect.arrayContaining(['张三', '李四', '王五']))
    const notAdmin = await call('/online/cgform/head/queryTables', { token: await tokenOf('lisi') })
    expect(notAdmin.body).toMatchObject({ success: false, message: 'noadminauth' })
  })

  it('copies a view, removes a configuration keeping its table, deletes one dropping it', async () => {
    const id = await headIdOf('cg_fee_notice')
    await send(`/online/cgform/head/copyOnline?code=${id}`, 'POST')
    const list = (await send('/online/cgform/head/list?copyType=0&tableName=cg_fee_notice')).result
    expect(list.records[0].hascopy).toBe(1)
    expect((await send(`/online/cgform/head/list?copyType=1&physicId=${id}`)).result.records[0].tableName).toBe(
      'cg_fee_notice$1',
    )
    expect(await send(`/online/cgform/head/removeRecord?id=${id}`, 'DELETE')).toMatchObject({ success: true })
    const again = {
      head: { tableName: 'cg_fee_notice', tableTxt: '年费提醒', tableType: 1 },
      fields: [field('title', '标题')],
      indexs: [],
    }
    expect(await send(`${API}/addAll`, 'POST', again)).toMatchObject({
      success: false,
      message: '数据库表[cg_fee_notice]已存在,请从数据库导入表单',
    })
    const single = await headIdOf('test_demo')
    await send(`/online/cgform/head/delete?id=${single}`, 'DELETE')
    expect(await send(`${API}/getColumns/${single}`)).toMatchObject({ success: false, message: '实体不存在' })
  })
})
