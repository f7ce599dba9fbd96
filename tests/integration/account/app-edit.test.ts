// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { call, tokenOf } from '../mocks/support'
import { serveInTests } from '../../support/msw'

const { server, reset } = createTestServer()

serveInTests(server)
afterEach(() => reset())

const appEdit = (token: string, body: Record<string, unknown>, method = 'PUT') =>
  call('/sys/user/appEdit', { method, body, token })

async function myRecord(token: string, username: string) {
  const list = await call(`/sys/user/list?username=${username}`, { token })
  return list.body.result.records[0] as Record<string, unknown>
}

describe('/sys/user/appEdit: the signed-in user edits their own profile', () => {
  it('changes the token user only, answering a bare success (code 0, empty message)', async () => {
    const token = await tokenOf('jeecg')
    const answer = await appEdit(token, {
      id: 'whatever',
      realname: '周晓雯二',
      phone: '13911113333',
      email: 'zxw@bjipr.com.cn',
      sex: '1',
      birthday: '1993-05-01',
    })
    expect(answer.body).toMatchObject({ success: true, code: 0, message: '' })
    expect(await myRecord(token, 'jeecg')).toMatchObject({
      realname: '周晓雯二',
      phone: '13911113333',
      email: 'zxw@bjipr.com.cn',
      sex: 1,
      birthday: '1993-05-01',
    })
    expect(await myRecord(token, 'admin')).toMatchObject({ realname: '管理员', phone: '18611111111' })
  })

  it('leaves blank fields as they were and accepts POST too', async () => {
    const token = await tokenOf('jeecg')
    expect((await appEdit(token, { realname: '', phone: null, email: '  ' }, 'POST')).body.success).toBe(true)
    expect(await myRecord(token, 'jeecg')).toMatchObject({
      realname: '周晓雯',
      phone: '13911112222',
      email: 'jeecg@bjipr.com.cn',
    })
  })

  it("refuses another account's phone or email and changes nothing", async () => {
    const token = await tokenOf('jeecg')
    expect((await appEdit(token, { realname: '改名', phone: '18611111111' })).body).toMatchObject({
      success: false,
      code: 500,
      message: '手机号已存在!',
    })
    expect((await appEdit(token, { realname: '改名', email: 'admin@bjipr.com.cn' })).body).toMatchObject({
      success: false,
      message: '保存失败，邮箱已存在!',
    })
    expect((await myRecord(token, 'jeecg')).realname).toBe('周晓雯')
  })

  it('needs a token', async () => {
    const answer = await call('/sys/user/appEdit', { method: 'PUT', body: { realname: 'x' } })
    expect(answer.status).toBe(401)
  })
})
