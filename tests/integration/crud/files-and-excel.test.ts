// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { download, upload, serveSignedInAdmin } from './support'

const backend = createTestServer()
const { db } = backend
const admin = serveSignedInAdmin(backend)

describe('upload and static files', () => {
  it('stores the part named file under biz and serves it back anonymously', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255, 10, 13])
    const answer = await upload(
      '/sys/common/upload',
      admin(),
      { name: '委托书 扫描件.png', bytes, type: 'image/png' },
      { biz: 'contract' },
    )
    expect(answer).toMatchObject({ success: true, code: 0 })
    expect(answer.message).toMatch(/^contract\/委托书_扫描件_\d+\.png$/)
    const response = await fetch(`http://localhost/jeecg-boot/sys/common/static/${encodeURI(answer.message)}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
  })

  it('defaults biz to temp, ignores other part names and answers 404 for unknown files', async () => {
    expect((await upload('/sys/common/upload', admin(), { name: 'a.txt', bytes: '备注' })).message).toMatch(
      /^temp\/a_\d+\.txt$/,
    )
    expect(await upload('/sys/common/upload', admin(), { name: 'a.txt', bytes: 'x' }, {}, 'files')).toMatchObject({
      success: false,
      message: '上传失败！',
    })
    expect((await download('/sys/common/static/temp/none.txt')).status).toBe(404)
  })
})

describe('Excel export and import', () => {
  it('exports the list as a workbook with the report titles, limited by selections', async () => {
    const ids = db
      .table('sys_position')
      .list()
      .slice(0, 2)
      .map((row) => row.id)
    const { headers, text } = await download(`/sys/position/exportXls?selections=${ids.join(',')}`, admin())
    expect(headers.get('content-type')).toContain('application/vnd.ms-excel')
    expect(decodeURIComponent(headers.get('content-disposition') ?? '')).toContain('职务.xls')
    expect(text).toContain('职务报表')
    expect(text).toContain('导出人:管理员')
    expect(text).toContain('职务编码')
    expect(text.match(/<Row>/g)).toHaveLength(3 + 2)
    // Dictionary columns carry their text, as AutoPoi writes them.
    expect(text).toMatch(/正高级|副高级|中级|助级|员级/)
  })

  it('re-imports its own export: row-by-row resources answer 201 with an error file for the duplicates', async () => {
    const exported = (await download('/sys/position/exportXls', admin())).text
    const count = db.table('sys_position').count()
    const answer = await upload('/sys/position/importExcel', admin(), { name: '职务.xls', bytes: exported })
    expect(answer).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误。' })
    expect(answer.result).toMatchObject({ totalCount: count, errorCount: count, successCount: 0 })
    expect(answer.result.fileUrl).toBe(`/sys/common/static/logs/${answer.result.fileUrl.split('/logs/')[1]}`)
    const errors = await download(answer.result.fileUrl)
    expect(errors.text).toContain('第 1 行：职务编码已存在，忽略导入。')
  })

  it('imports cleanly into an empty table with the ImportExcelUtil message', async () => {
    const exported = (await download('/sys/position/exportXls', admin())).text
    const count = db.table('sys_position').count()
    db.table('sys_position').purgeWhere(() => true)
    const answer = await upload('/sys/position/importExcel', admin(), { name: '职务.xlsx', bytes: exported })
    expect(answer).toMatchObject({ success: true, code: 200, message: `共${count}行数据全部导入成功！` })
    expect(db.table('sys_position').first((row) => row.code === 'cashier')).toMatchObject({
      name: '出纳',
      postRank: '1',
      createBy: 'admin',
    })
  })

  it('batch resources refuse duplicates as a whole and answer the JeecgController message otherwise', async () => {
    const exported = (await download('/sys/checkRule/exportXls', admin())).text
    const duplicate = await upload('/sys/checkRule/importExcel', admin(), { name: '校验规则.xls', bytes: exported })
    expect(duplicate).toMatchObject({ success: false, code: 500, message: '文件导入失败:有重复数据！' })
    const count = db.table('sys_check_rule').count()
    db.table('sys_check_rule').purgeWhere(() => true)
    const clean = await upload('/sys/checkRule/importExcel', admin(), { name: '校验规则.xls', bytes: exported })
    expect(clean).toMatchObject({ success: true, code: 200, message: `文件导入成功！数据行数：${count}` })
  })

  it('imports an .xlsx a user saved from Excel or WPS, dictionary texts turned back into values', async () => {
    const bytes = new Uint8Array(readFileSync(new URL('../../fixtures/excel/positions.xlsx', import.meta.url)))
    const answer = await upload('/sys/position/importExcel', admin(), { name: '职务.xlsx', bytes })
    expect(answer).toMatchObject({ success: true, code: 200, message: '共2行数据全部导入成功！' })
    expect(db.table('sys_position').first((row) => row.code === 'xlsx_agent')).toMatchObject({
      name: '商标代理师 & 顾问',
      postRank: '3',
    })
    expect(db.table('sys_position').first((row) => row.code === 'xlsx_engineer')).toMatchObject({
      name: '专利工程师',
      postRank: '2',
    })
  })

  it('says how to import an Excel 97-2003 binary workbook instead of failing on it', async () => {
    const answer = await upload('/sys/position/importExcel', admin(), {
      name: '职务.xls',
      bytes: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    })
    expect(answer).toMatchObject({
      success: false,
      code: 500,
      message: '文件导入失败:暂不支持Excel 97-2003二进制格式，请另存为.xlsx后导入',
    })
  })

  it('rejects a file that is not a workbook it can read', async () => {
    const answer = await upload('/sys/position/importExcel', admin(), {
      name: 'x.xlsx',
      bytes: new Uint8Array([0x50, 0x4b, 3, 4]),
    })
    expect(answer).toMatchObject({ success: false, code: 500 })
    expect(answer.message).toMatch(/^文件导入失败:/)
  })
})
