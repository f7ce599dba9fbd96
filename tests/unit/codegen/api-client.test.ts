import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createTestServer } from '../../../mocks/node'
import { readCaptchaFromImage } from '../../../mocks/testing'
import { createApiClient } from '../../../schemas/generated/api-client'
import { createHttpClient } from '../../../src/http/client'
import { serveInTests } from '../../support/msw'

const { server } = createTestServer()
let token: string | undefined
const api = createApiClient(
  createHttpClient({ baseURL: 'http://localhost/jeecg-boot', getToken: () => token, getTenantId: () => 0 }),
)

serveInTests(server)

describe('the generated client against the built-in backend', () => {
  it('signs in, then makes signed dictionary calls (plain and table), a PUT and the session calls', async () => {
    const checkKey = String(Date.now())
    const image = await api.sysRandomImage(checkKey)
    const login = await api.sysLogin({
      username: 'admin',
      password: '123456',
      captcha: readCaptchaFromImage(image.result),
      checkKey,
    })
    expect(login).toMatchObject({ success: true, code: 200 })
    token = login.result.token

    // The server verifies X-Sign on this URL: a wrong or missing signature would answer success:false.
    const sex = await api.sysDictGetDictItems('sex')
    expect(sex.result.map((option) => option.text)).toEqual(['男', '女'])
    const table = await api.sysDictGetDictItems('sys_user,realname,username')
    expect(table).toMatchObject({ success: true })

    const departs = await api.sysUserGetCurrentUserDeparts()
    const chosen = await api.sysSelectDepart({ username: 'admin', orgCode: departs.result.list[0].orgCode })
    expect(chosen.result.userInfo.username).toBe('admin')

    const permissions = await api.sysPermissionGetUserPermissionByToken()
    expect(permissions.result.menu.length).toBeGreaterThan(0)

    expect((await api.sysLogout()).success).toBe(true)
  })

  it('lists a page, adds, exports, imports and deletes through the CRUD operations', async () => {
    const checkKey = String(Date.now() + 1)
    const image = await api.sysRandomImage(checkKey)
    token = (
      await api.sysLogin({
        username: 'admin',
        password: '123456',
        captcha: readCaptchaFromImage(image.result),
        checkKey,
      })
    ).result.token

    const page = await api.sysPositionList({ pageNo: 1, pageSize: 2, column: 'createTime', order: 'desc' })
    expect(page.success).toBe(true)
    expect(page.result.records.length).toBeLessThanOrEqual(2)
    expect(page.result.total).toBeGreaterThanOrEqual(page.result.records.length)

    expect((await api.sysPositionAdd({ code: 'codegen-test', name: '代码生成测试', postRank: '1' })).success).toBe(true)
    const added = (await api.sysPositionList({ code: 'codegen-test' })).result.records[0]
    expect(added.name).toBe('代码生成测试')

    const file = await api.sysPositionExportXls({ selections: added.id })
    expect(file.size).toBeGreaterThan(0)
    const imported = await api.sysPositionImportExcel({ file })
    // The exported row is already there: the import answers code 201 with the ImportResult of the catalogue.
    expect(imported).toMatchObject({ success: true, code: 201, result: { totalCount: 1, errorCount: 1 } })

    expect((await api.sysPositionDelete({ id: added.id })).success).toBe(true)
    expect((await api.sysPositionList({ code: 'codegen-test' })).result.total).toBe(0)
  })

  it('serves openapi.json at /v3/api-docs without a token', async () => {
    const response = await fetch('http://localhost/jeecg-boot/v3/api-docs')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(
      JSON.parse(readFileSync(new URL('../../../openapi.json', import.meta.url), 'utf8')),
    )
  })

  it('puts path variables in the URL, encoded once', async () => {
    const image = await api.sysRandomImage('a b')
    expect(image.result).toMatch(/^data:image\//)
  })
})
