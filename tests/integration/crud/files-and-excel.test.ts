// @vitest-environment node
import { readFileSync } from 'node:fs'
import { read, SSF, utils } from '@e965/xlsx'
import { describe, expect, it } from 'vitest'
import { dictTextOf } from '@mocks/kernel/crud/dict-text'
import { readWorkbook } from '@mocks/kernel/crud/excel/read-workbook'
import { createTestServer } from '@mocks/node'
import { workbookOf } from '../../fixtures/excel/edited-workbooks'
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
  it('exports the list as an .xlsx with the report titles, limited by selections', async () => {
    const ids = db
      .table('sys_position')
      .list()
      .slice(0, 2)
      .map((row) => row.id)
    const { headers, bytes } = await download(`/sys/position/exportXls?selections=${ids.join(',')}`, admin())
    expect(headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(decodeURIComponent(headers.get('content-disposition') ?? '')).toBe('attachment;filename=职务.xlsx')
    const rows = await readWorkbook(bytes)
    expect(rows.slice(0, 2)).toEqual([['职务报表'], ['导出人:管理员']])
    expect(rows[2]).toContain('职务编码')
    expect(rows).toHaveLength(3 + 2)
    // Dictionary columns carry their text, as AutoPoi writes them.
    expect(rows.slice(3).flat().join()).toMatch(/正高级|副高级|中级|助级|员级/)
  })

  it('writes numbers, amounts and dates as typed cells and dictionary codes as their text, and imports the file back', async () => {
    const parcel = db.table('ipr_express').first((row) => row.fee !== null && row.sendDate !== null)!
    const { bytes } = await download(`/ipr/express/exportXls?selections=${parcel.id}`, admin())
    const book = read(bytes, { type: 'array', cellNF: true })
    const sheet = book.Sheets[book.SheetNames[0]]
    const header = utils.sheet_to_json<string[]>(sheet, { header: 1 })[2]
    const cell = (title: string) => sheet[utils.encode_cell({ r: 3, c: header.indexOf(title) })]
    expect(cell('快递费')).toMatchObject({ t: 'n', v: parcel.fee, z: '#,##0.00' })
    expect(cell('寄件日期')).toMatchObject({ t: 'n', z: 'yyyy-mm-dd' })
    expect(SSF.format(cell('寄件日期').z as string, cell('寄件日期').v as number)).toBe(parcel.sendDate)
    expect(cell('快递公司')).toMatchObject({ t: 's', v: dictTextOf(db, 'ipr_express_company', parcel.expressCompany) })

    db.table('ipr_express').purgeWhere((row) => row.id === parcel.id)
    const answer = await upload('/ipr/express/importExcel', admin(), { name: '快递.xlsx', bytes })
    expect(answer).toMatchObject({ success: true, message: '文件导入成功！数据行数：1' })
    const { id: _id, createTime: _created, createBy: _by, updateTime: _updated, updateBy: _updater, ...kept } = parcel
    expect(db.table('ipr_express').first((row) => row.expressNo === parcel.expressNo)).toMatchObject(kept)
  })

  it('re-imports its own export: row-by-row resources answer 201 with an error file for the duplicates', async () => {
    const exported = (await download('/sys/position/exportXls', admin())).bytes
    const count = db.table('sys_position').count()
    const answer = await upload('/sys/position/importExcel', admin(), { name: '职务.xlsx', bytes: exported })
    expect(answer).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误。' })
    expect(answer.result).toMatchObject({ totalCount: count, errorCount: count, successCount: 0 })
    expect(answer.result.fileUrl).toBe(`/sys/common/static/logs/${answer.result.fileUrl.split('/logs/')[1]}`)
    const errors = await download(answer.result.fileUrl)
    expect(errors.text).toContain('第 1 行：职务编码已存在，忽略导入。')
  })

  it('imports cleanly into an empty table with the ImportExcelUtil message', async () => {
    const exported = (await download('/sys/position/exportXls', admin())).bytes
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
    const exported = (await download('/sys/checkRule/exportXls', admin())).bytes
    const duplicate = await upload('/sys/checkRule/importExcel', admin(), { name: '校验规则.xlsx', bytes: exported })
    expect(duplicate).toMatchObject({ success: false, code: 500, message: '文件导入失败:有重复数据！' })
    const count = db.table('sys_check_rule').count()
    db.table('sys_check_rule').purgeWhere(() => true)
    const clean = await upload('/sys/checkRule/importExcel', admin(), { name: '校验规则.xlsx', bytes: exported })
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

  it('imports an Excel 97-2003 .xls, the format JeecgBoot’s AutoPoi exports', async () => {
    const bytes = workbookOf(
      [
        ['职务报表'],
        ['导出人:管理员'],
        ['职务编码', '职务名称', '职级'],
        ['xls_agent', '版权代理师', '中级'],
        ['xls_engineer', '专利工程师', 2],
      ],
      { format: 'xls' },
    )
    const answer = await upload('/sys/position/importExcel', admin(), { name: '职务.xls', bytes })
    expect(answer).toMatchObject({ success: true, code: 200, message: '共2行数据全部导入成功！' })
    expect(db.table('sys_position').first((row) => row.code === 'xls_agent')).toMatchObject({
      name: '版权代理师',
      postRank: '3',
    })
    expect(db.table('sys_position').first((row) => row.code === 'xls_engineer')).toMatchObject({ postRank: '2' })
  })

  it('rejects a file that is not a workbook it can read', async () => {
    const answer = await upload('/sys/position/importExcel', admin(), {
      name: 'x.xlsx',
      bytes: new Uint8Array([0x50, 0x4b, 3, 4]),
    })
    expect(answer).toMatchObject({
      success: false,
      code: 500,
      message: '文件导入失败:不是可识别的Excel文件，请使用导出的模板',
    })
  })
})
