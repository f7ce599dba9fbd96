import { describe, expect, it, vi } from 'vitest'
import type { Form } from '../../generated/schema-language'
import type { FormRequest } from '../../form/FormContainer'
import { actionContext, actionOf } from '../../../tests/support/action-context'
import form from './form'

const spec: Form = { schema: { type: 'object', properties: {} } }
const addUsers = { method: 'post', url: '/sys/user/addSysUserRole', body: { roleId: '{{ record.id }}' } } as const

const opened = (context: { openForm: { mock: { calls: unknown[][] } } }) =>
  context.openForm.mock.calls[0][0] as FormRequest

describe('form', () => {
  it('from the toolbar opens the action’s form as a new entry with its initial values resolved', async () => {
    const action = actionOf('form', {
      title: '添加',
      form: spec,
      call: addUsers,
      initialValues: { roleId: '{{ parent.id }}' },
    })
    const { context } = actionContext({ action, parentScope: { parent: { id: 'role1' } } })
    await form.run(context)
    expect(opened(context)).toMatchObject({ title: '添加', spec, mode: 'add', initialValues: { roleId: 'role1' } })
  })

  it('on a row edits, and sends the typed values with the action’s call', async () => {
    const action = actionOf('form', { form: spec, call: addUsers })
    const { context, requests } = actionContext({ action, record: { id: 'role1' } })
    await form.run(context)
    const request = opened(context)
    expect(request.mode).toBe('edit')
    await request.submit!({ userIds: 'u1' })
    expect(requests.call).toHaveBeenCalledWith(addUsers, expect.objectContaining({ record: { id: 'role1' } }), {
      userIds: 'u1',
    })
  })

  it('with a handler opens on the values it loads for the row and saves through it; a failed load opens nothing', async () => {
    const saved = { success: true, message: '编辑成功!', code: 200, result: null, timestamp: 0 }
    const handler = {
      load: vi.fn(() => Promise.resolve({ rows: [{ id: 't1' }] })),
      save: vi.fn(() => Promise.resolve(saved)),
    }
    const action = actionOf('form', { form: spec, handler: 'rows' })
    const record = { id: 'm1' }
    const { context, requests } = actionContext({ action, record })
    await form.run({ ...context, formHandlers: { rows: handler } })
    const request = opened(context)
    expect(request).toMatchObject({ mode: 'edit', record, initialValues: { rows: [{ id: 't1' }] } })
    expect(handler.load).toHaveBeenCalledWith(record)
    expect(await request.submit!({ rows: [{ id: 't1', kind: 'a' }] })).toBe(saved)
    expect(handler.save).toHaveBeenCalledWith(record, { rows: [{ id: 't1', kind: 'a' }] })
    expect(requests.call).not.toHaveBeenCalled()

    const failing = { ...handler, load: vi.fn(() => Promise.reject(new Error('模型不存在'))) }
    const second = actionContext({ action, record }).context
    const message = { ...second.message, error: vi.fn() } as unknown as typeof second.message
    await form.run({ ...second, message, formHandlers: { rows: failing } })
    expect(second.openForm).not.toHaveBeenCalled()
    expect(message.error).toHaveBeenCalledWith('模型不存在')
  })

  it('names a missing call, form or unknown handler in the schema check', () => {
    const problems: string[] = []
    const checker = {
      page: actionContext({ action: actionOf('form') }).context.page,
      inToolbar: false,
      problem: (at: (string | number)[], message: string) => void problems.push(`${at.join('/')} ${message}`),
      list: vi.fn(),
      form: vi.fn(),
      overlays: new Set<string>(),
      formHandlers: new Set(['rows']),
    }
    form.check!(actionOf('form', { form: spec, handler: 'rows' }), checker)
    form.check!(actionOf('form', { form: spec, handler: 'nowhere' }), checker)
    form.check!(actionOf('form'), checker)
    expect(problems).toEqual(['handler 未知的表单处理 "nowhere"', 'call 缺少接口配置 call', 'form 缺少表单配置 form'])
  })
})
