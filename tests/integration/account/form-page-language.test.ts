import { describe, expect, it } from 'vitest'
import { validatePage } from '@renderers/schema/validate-page'
import { serveSignedInBackend } from '../engine/support'
import { appSemanticContext } from '../../support/engine'

serveSignedInBackend()

const FORM = {
  schema: {
    type: 'object',
    properties: { realname: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'text' } },
  },
}
const LOAD = { method: 'get', url: '/sys/user/queryById', params: { id: '{{user.id}}' } }

const problemsOf = async (page: Record<string, unknown>) => {
  const validation = await validatePage({ kind: 'form', title: '测试', form: FORM, ...page }, appSemanticContext())
  return validation.ok ? [] : validation.problems
}

describe('form page language', () => {
  it('needs submit unless the page is a read-only detail', async () => {
    expect(await problemsOf({ load: LOAD })).toEqual([
      expect.objectContaining({ pointer: '/submit', message: '缺少接口配置 submit' }),
    ])
    expect(await problemsOf({ load: LOAD, mode: 'detail' })).toEqual([])
  })

  it('needs load for sessionUser, which reads the saved user back', async () => {
    expect(await problemsOf({ submit: { method: 'put', url: '/sys/user/appEdit' }, sessionUser: true })).toEqual([
      expect.objectContaining({ pointer: '/load' }),
    ])
  })

  it('checks the lists under the form like list pages', async () => {
    const list = {
      kind: 'list',
      title: '记录',
      api: {},
      columns: [{ field: 'ip', title: 'IP', render: 'nonsense' }],
    }
    const problems = await problemsOf({ load: LOAD, mode: 'detail', lists: [{ title: '记录', page: list }] })
    expect(problems.map((problem) => problem.pointer)).toEqual(expect.arrayContaining(['/lists/0/page/api/list']))
  })
})
