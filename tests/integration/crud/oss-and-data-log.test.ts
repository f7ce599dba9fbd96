// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { call, download, serveSignedInAdmin, upload } from './support'

const backend = createTestServer()
const { db } = backend
const admin = serveSignedInAdmin(backend)

const STATIC = 'http://localhost/jeecg-boot/sys/common/static/'

describe('对象存储 (OssFileController)', () => {
  it('stores an upload, lists it with its full URL, serves it, and deletes it', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2])
    const answer = await upload('/sys/oss/file/upload', admin(), { name: '注册 证.png', bytes, type: 'image/png' })
    expect(answer).toMatchObject({ success: true, code: 200, message: '上传成功！', result: null })

    const list = await call('/sys/oss/file/list?fileName=*注册*', { token: admin() })
    expect(list.body.code).toBe(0)
    const [file] = list.body.result.records
    expect(file.fileName).toBe('注册_证.png')
    expect(file.url).toMatch(/^http:\/\/localhost\/jeecg-boot\/sys\/common\/static\/upload\/test\/注册_证_\d+\.png$/)
    expect(file.createBy).toBe('admin')
    const served = await download(`/sys/common/static/${encodeURI(file.url.slice(STATIC.length))}`)
    expect(served.status).toBe(200)

    expect((await call(`/sys/oss/file/delete?id=${file.id}`, { method: 'DELETE', token: admin() })).body).toMatchObject(
      { success: true, message: '删除成功!' },
    )
    expect((await call(`/sys/oss/file/delete?id=${file.id}`, { method: 'DELETE', token: admin() })).body).toMatchObject(
      { success: false, message: '未找到对应实体' },
    )
  })

  it('answers the bare 上传失败 for a request without a file, as the stock controller does', async () => {
    expect(await upload('/sys/oss/file/upload', admin(), { name: 'a.txt', bytes: 'x' }, {}, 'other')).toMatchObject({
      success: false,
      code: 500,
      message: '上传失败',
    })
  })

  it('answers a MinIO upload with its URL in message (code 0) and refuses a biz climbing out of the bucket', async () => {
    const answer = await upload('/sys/upload/uploadMinio', admin(), { name: 'a.pdf', bytes: '%PDF' }, { biz: 'docs' })
    expect(answer).toMatchObject({ success: true, code: 0, result: null })
    expect(answer.message).toMatch(/^http:\/\/localhost\/jeecg-boot\/sys\/common\/static\/docs\/a_\d+\.pdf$/)
    expect(db.table('oss_file').first((row) => row.url === answer.message)).toBeDefined()
    expect(
      await upload('/sys/upload/uploadMinio', admin(), { name: 'a.pdf', bytes: '%PDF' }, { biz: '../etc' }),
    ).toMatchObject({ success: false, message: '上传失败,请检查配置信息是否正确!' })
  })
})

describe('数据日志 (SysDataLogController)', () => {
  const customer = () => db.table('ipr_customer').list()[1]

  async function editPhone(id: string, phone: string) {
    const stored = (await call(`/ipr/customer/queryById?id=${id}`, { token: admin() })).body.result
    const answer = await call('/ipr/customer/edit', { method: 'PUT', token: admin(), body: { ...stored, phone } })
    expect(answer.body.success).toBe(true)
  }

  it('writes a version per edit of a customer, numbered from 0, newest first', async () => {
    const { id } = customer()
    await editPhone(String(id), '010-11111111')
    await editPhone(String(id), '010-22222222')

    const versions = await call(`/sys/dataLog/queryDataVerList?dataTable=ipr_customer&dataId=${id}`, { token: admin() })
    expect(versions.body.code).toBe(0)
    expect(versions.body.result.map((row: { dataVersion: string }) => row.dataVersion)).toEqual(['1', '0'])
    expect(JSON.parse(versions.body.result[0].dataContent).phone).toBe('010-22222222')
    expect(JSON.parse(versions.body.result[1].dataContent).phone).toBe('010-11111111')

    const [newer, older] = versions.body.result
    const compared = await call(`/sys/dataLog/queryCompareList?dataId1=${newer.id}&dataId2=${older.id}`, {
      token: admin(),
    })
    expect(compared.body.result.map((row: { id: string }) => row.id).sort()).toEqual([newer.id, older.id].sort())

    const list = await call(`/sys/dataLog/list?dataTable=ipr_customer&dataId=${id}`, { token: admin() })
    expect(list.body).toMatchObject({ code: 0, result: { total: 2 } })
  })

  it('lists json versions only and refuses a record without versions', async () => {
    db.table('sys_data_log').insert({
      dataTable: 'ipr_contract',
      dataId: '42',
      dataContent: '备注',
      dataVersion: '0',
      type: 'comment',
    })
    const list = await call('/sys/dataLog/list?dataId=42', { token: admin() })
    expect(list.body.result.total).toBe(0)
    const none = await call('/sys/dataLog/queryDataVerList?dataTable=ipr_contract&dataId=nothing', { token: admin() })
    expect(none.body).toMatchObject({ success: false, code: 500, message: '未找到版本信息' })
  })

  it('keeps no log for tables that do not keep one', async () => {
    const before = db.table('sys_data_log').count()
    const position = db.table('sys_position').list()[0]
    await call('/sys/position/edit', { method: 'PUT', token: admin(), body: { ...position, name: '改名' } })
    expect(db.table('sys_data_log').count()).toBe(before)
  })
})
