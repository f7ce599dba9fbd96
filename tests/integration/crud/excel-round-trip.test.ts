// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { workbookOf, type TypedCell } from '../../fixtures/excel/edited-workbooks'
import { exportedRows, serveSignedInAdmin, upload } from './support'

const backend = createTestServer()
const { db } = backend
const admin = serveSignedInAdmin(backend)

/** The two ways Excel saves an edited export: its default .xlsx, or as an Excel 97-2003 .xls (AutoPoi's format). */
const SAVED_AS = {
  xlsx: (rows: TypedCell[][]) => ({ name: '导入.xlsx', bytes: workbookOf(rows) }),
  xls: (rows: TypedCell[][]) => ({ name: '导入.xls', bytes: workbookOf(rows, { format: 'xls' }) }),
}

type Edit = Record<string, TypedCell>

/**
 * Exports a list through the backend and edits it as a user would: the title rows and the header stay, each
 * edit copies the exported row whose first column holds `from` and overwrites cells by header title.
 */
async function editedExport(path: string, edits: Array<{ from: string; set: Edit }>): Promise<TypedCell[][]> {
  const sheet = await exportedRows(path, admin())
  const header = sheet[2]
  const rows = edits.map(({ from, set }) => {
    const exported = sheet.slice(3).find((cells) => cells[0] === from)
    if (!exported) throw new Error(`the export of ${path} has no row ${from}`)
    return header.map((title, index): TypedCell => set[title] ?? exported[index] ?? '')
  })
  return [...sheet.slice(0, 3), ...rows]
}

describe.each(Object.entries(SAVED_AS))('an exported list edited in Excel and saved as .%s', (format, save) => {
  it('imports users with typed and text dates, dictionary texts and a phone number typed as a number', async () => {
    const rows = await editedExport('/sys/user/exportXls', [
      {
        from: 'zhangsan',
        set: {
          登录账号: `typed_${format}`,
          性别: '女',
          生日: { date: '1991-02-03' },
          邮箱: `typed_${format}@example.com`,
          手机号码: format === 'xlsx' ? 13912345601 : 13912345602,
          工号: `T-${format}`,
          职务: '出纳',
          状态: '冻结',
        },
      },
      {
        from: 'lisi',
        set: {
          登录账号: `text_${format}`,
          性别: 2,
          生日: '1992年3月4日',
          邮箱: `text_${format}@example.com`,
          手机号码: format === 'xlsx' ? '13912345603' : '13912345604',
          工号: `X-${format}`,
        },
      },
      {
        from: 'wangwu',
        set: {
          登录账号: `kept_${format}`,
          邮箱: `kept_${format}@example.com`,
          手机号码: format === 'xlsx' ? '13912345605' : '13912345606',
          工号: `K-${format}`,
        },
      },
    ])
    const answer = await upload('/sys/user/importExcel', admin(), save(rows))
    expect(answer).toMatchObject({ success: true, message: '共3行数据全部导入成功！' })
    const user = (username: string) => db.table('sys_user').first((row) => row.username === username)
    expect(user(`typed_${format}`)).toMatchObject({
      realname: user('zhangsan')!.realname,
      sex: 2,
      birthday: '1991-02-03',
      phone: format === 'xlsx' ? '13912345601' : '13912345602',
      post: 'cashier',
      status: 2,
    })
    expect(user(`text_${format}`)).toMatchObject({ sex: 2, birthday: '1992-03-04', post: 'trademark_agent' })
    expect(user(`kept_${format}`)).toMatchObject({ sex: 1, birthday: '1988-11-30', post: 'copyright_specialist' })
  })

  it('imports tenants with a typed id, typed and text date-times and a status text', async () => {
    const id = format === 'xlsx' ? 701 : 702
    const rows = await editedExport('/sys/tenant/exportXls', [
      {
        from: '1',
        set: {
          租户编号: id,
          租户名称: `导入租户${format}`,
          开始时间: { date: '2025-01-01 08:30:00' },
          结束时间: '2030/12/31 23:59:59',
          状态: '冻结',
        },
      },
      { from: '2', set: { 租户编号: String(id + 10), 开始时间: { date: '2026-07-01' } } },
    ])
    const answer = await upload('/sys/tenant/importExcel', admin(), save(rows))
    expect(answer).toMatchObject({ success: true, message: '文件导入成功！数据行数：2' })
    expect(db.table('sys_tenant').get(String(id))).toMatchObject({
      id,
      name: `导入租户${format}`,
      beginDate: '2025-01-01 08:30:00',
      endDate: '2030-12-31 23:59:59',
      status: 0,
    })
    expect(db.table('sys_tenant').get(String(id + 10))).toMatchObject({
      id: id + 10,
      name: '上海分公司',
      beginDate: '2026-07-01 00:00:00',
      endDate: '2031-06-30 23:59:59',
      status: 1,
    })
  })

  it('imports departments with a typed sort order and a category text', async () => {
    const exported = await exportedRows('/sys/sysDepart/exportXls', admin())
    const rows = await editedExport('/sys/sysDepart/exportXls', [
      { from: exported[3][0], set: { 机构名称: `导入部门${format}`, 排序: 7, 机构类别: '部门', 机构编码: '' } },
    ])
    const answer = await upload('/sys/sysDepart/importExcel', admin(), save(rows))
    expect(answer).toMatchObject({ success: true, message: '共1行数据全部导入成功！' })
    expect(db.table('sys_depart').first((row) => row.departName === `导入部门${format}`)).toMatchObject({
      departOrder: 7,
      orgCategory: '2',
    })
  })

  it('imports notices with typed date-times and dictionary texts', async () => {
    const exported = await exportedRows('/sys/annountCement/exportXls', admin())
    const rows = await editedExport('/sys/annountCement/exportXls', [
      {
        from: exported[3][0],
        set: {
          标题: `导入通知${format}`,
          内容: '<p>导入</p>',
          开始时间: { date: '2025-03-01 09:00:00' },
          结束时间: { date: '2025-03-31' },
          优先级: '高',
          消息类型: '系统消息',
          通告对象类型: '全体用户',
        },
      },
    ])
    const answer = await upload('/sys/annountCement/importExcel', admin(), save(rows))
    expect(answer).toMatchObject({ success: true, message: '文件导入成功！数据行数：1' })
    expect(db.table('sys_announcement').first((row) => row.titile === `导入通知${format}`)).toMatchObject({
      msgContent: '<p>导入</p>',
      startTime: '2025-03-01 09:00:00',
      endTime: '2025-03-31 00:00:00',
      priority: 'H',
      msgCategory: '2',
      msgType: 'ALL',
    })
  })
})
