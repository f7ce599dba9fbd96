import { cleanup, render } from '@testing-library/react'
import { App as AntApp, ConfigProvider, Modal, message } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { createTestServer } from '@mocks/node'
import { clearDictRequests } from '@renderers/dict'
import { SchemaPage } from '@renderers/schema/SchemaPage'
import { applyLoginResult, applyPermissions, clearSession } from '@/session/session-actions'
import { login } from '../mocks/support'

export const backend = createTestServer()

/** The built-in backend for the file, a signed-in user (admin unless told) before each test, fresh data after. */
export function useSignedInBackend(username = 'admin') {
  beforeAll(() => backend.server.listen({ onUnhandledRequest: 'bypass' }))
  beforeEach(async () => {
    await signInAs(username)
  })
  afterEach(() => {
    cleanup()
    Modal.destroyAll()
    message.destroy()
    backend.server.resetHandlers()
    backend.reset()
    clearDictRequests()
    clearSession()
  })
  afterAll(() => backend.server.close())
}

export async function signInAs(username: string): Promise<void> {
  const answer = await login(username)
  if (answer.body.code !== 200) throw new Error(`sign-in of ${username} failed: ${answer.body.message}`)
  applyLoginResult(answer.body.result)
  const permissions = await fetch('http://localhost/jeecg-boot/sys/permission/getUserPermissionByToken', {
    headers: { 'X-Access-Token': answer.body.result.token },
  }).then((response) => response.json())
  applyPermissions(permissions.result)
}

/** A page schema rendered as the shell renders it (antd App context, Chinese locale). */
export function renderSchema(schema: unknown, source = 'schemas/pages/test.json') {
  return render(
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <SchemaPage schema={schema} source={source} />
      </AntApp>
    </ConfigProvider>,
  )
}
