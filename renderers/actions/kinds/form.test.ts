import { describe, expect, it } from 'vitest'
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
})
