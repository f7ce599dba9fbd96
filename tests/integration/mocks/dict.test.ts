// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { signedHeaders } from '@mocks/testing'
import { call, serveSignedInAdmin } from './support'

const backend = createTestServer()
const token = serveSignedInAdmin(backend)

/** A GET the way the client sends signed calls: signature over the URL and params, `_t` appended afterwards. */
function signedGet(path: string, params: Record<string, string | number> = {}, headers = signedHeaders(path, params)) {
  const query = new URLSearchParams({
    ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
    _t: '1700000000',
  })
  return call(`${path}?${query}`, { token: token(), headers })
}

describe('GET /sys/dict/getDictItems/{dictCode}', () => {
  it('lists a plain dictionary with a valid signature (code 0)', async () => {
    const { body } = await signedGet('/sys/dict/getDictItems/sex')
    expect(body).toMatchObject({ success: true, code: 0, message: '' })
    expect(body.result.map((item: { text: string }) => item.text)).toEqual(['男', '女'])
  })

  it('accepts the 13-digit millisecond timestamp of v3.x clients too', async () => {
    const headers = { ...signedHeaders('/sys/dict/getDictItems/sex'), 'X-TIMESTAMP': String(Date.now()) }
    expect((await signedGet('/sys/dict/getDictItems/sex', {}, headers)).body.success).toBe(true)
  })

  it('runs a table dictionary with a condition, spaces and quotes in the path', async () => {
    const path = "/sys/dict/getDictItems/sys_user,realname,username,username!='admin' order by create_time"
    const { body } = await signedGet(path)
    expect(body.success).toBe(true)
    const values = body.result.map((item: { value: string }) => item.value)
    expect(values).not.toContain('admin')
    expect(values[0]).toBe('jeecg')
  })

  it('answers "字典Code格式不正确！" for fewer than three parts', async () => {
    const { body } = await signedGet('/sys/dict/getDictItems/sys_user,realname')
    expect(body).toMatchObject({ success: false, code: 500, message: '字典Code格式不正确！' })
  })

  it('rejects missing headers, a wrong sign and an old timestamp with HTTP 200', async () => {
    const missing = await call('/sys/dict/getDictItems/sex', { token: token() })
    expect(missing.status).toBe(200)
    expect(missing.body).toMatchObject({ success: false, code: 500, message: '操作失败，null' })
    const wrong = await signedGet(
      '/sys/dict/getDictItems/sex',
      {},
      { ...signedHeaders('/sys/dict/getDictItems/sex'), 'X-Sign': 'E19D6243CB1945AB4F7202A1B00F77D6' },
    )
    expect(wrong.body).toMatchObject({ success: false, code: 500, message: 'Sign签名校验失败！' })
    const old = await signedGet(
      '/sys/dict/getDictItems/sex',
      {},
      { ...signedHeaders('/sys/dict/getDictItems/sex'), 'X-TIMESTAMP': String(Date.now() - 10 * 60_000) },
    )
    expect(old.body).toMatchObject({ success: false, code: 500, message: '操作失败，签名验证失败:X-TIMESTAMP已过期' })
  })

  it('checks the token() before the signature', async () => {
    expect(
      (await call('/sys/dict/getDictItems/sex', { headers: signedHeaders('/sys/dict/getDictItems/sex') })).status,
    ).toBe(401)
  })
})

describe('other dictionary endpoints', () => {
  it('loadDict searches a table dictionary by keyword and limits to pageSize', async () => {
    const { body } = await signedGet('/sys/dict/loadDict/sys_user,realname,username', { keyword: '张', pageSize: 10 })
    expect(body).toMatchObject({ success: true, code: 0 })
    expect(body.result).toEqual([{ value: 'zhangsan', text: '张三', title: '张三', label: '张三' }])
    const plainCode = await signedGet('/sys/dict/loadDict/sex', { keyword: '男' })
    expect(plainCode.body.message).toBe('字典Code格式不正确！')
  })

  it('loadDictItem translates keys in order, dropping unknown ones unless told not to', async () => {
    const path = '/sys/dict/loadDictItem/sys_user,realname,username'
    expect((await signedGet(path, { key: 'lisi,nobody,admin' })).body.result).toEqual(['李四', '管理员'])
    expect((await signedGet(path, { key: 'lisi,nobody', delNotExist: 'false' })).body.result).toEqual([
      '李四',
      'nobody',
    ])
  })

  it('queryAllDictItems answers code 200 with enabled items only; no signature needed', async () => {
    const { body } = await call('/sys/dict/queryAllDictItems', { token: token() })
    expect(body).toMatchObject({ success: true, code: 200 })
    expect(body.result.user_status.map((item: { text: string }) => item.text)).toEqual(['正常', '冻结'])
    expect(body.result.database_type.map((item: { text: string }) => item.text)).not.toContain('DB2')
  })

  it('getDictText translates one value; refleshCache succeeds', async () => {
    expect((await call('/sys/dict/getDictText/priority/H', { token: token() })).body).toMatchObject({
      success: true,
      code: 0,
      result: '高',
    })
    expect((await call('/sys/dict/refleshCache', { token: token() })).body).toMatchObject({ success: true, code: 0 })
  })
})

describe('path variables', () => {
  it('are decoded exactly once, as by Spring: an escaped % stays a LIKE wildcard', async () => {
    // On the wire `zhang%2573an`; decoded once it is the pattern zhang%73an (no match), twice it would be zhangsan.
    const once = await signedGet("/sys/dict/getDictItems/sys_user,realname,username,username like 'zhang%2573an'")
    expect(once.body).toMatchObject({ success: true, result: [] })
    const wildcard = await signedGet("/sys/dict/getDictItems/sys_user,realname,username,username like 'zhang%25'")
    expect(wildcard.body.result.map((item: { value: string }) => item.value)).toEqual(['zhangsan'])
  })
})
