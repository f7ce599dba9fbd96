import { describe, expect, it } from 'vitest'
import type { Form } from '../generated/schema-language'
import type { FormRequest } from '../form/FormContainer'
import { actionContext, actionOf } from '../../tests/support/action-context'
import { openRecordForm } from './record-form'

const form: Form = { schema: { type: 'object', properties: {} } }
const detailForm: Form = { schema: { type: 'object', properties: { note: { type: 'string' } } } }
const api = { list: '/sys/user/list', add: '/sys/user/add', edit: '/sys/user/edit', queryById: '/sys/user/queryById' }
const row = { id: 'u1', username: 'jeecg' }

type Context = ReturnType<typeof actionContext>['context']
const opened = (context: Context) => context.openForm.mock.calls[0][0] as FormRequest

describe('the record form of add, edit and detail', () => {
  it('add starts from the page’s fixed params and the action’s initial values, and posts to api.add', async () => {
    const action = actionOf('add', { title: '新增下级', initialValues: { parentId: '{{ record.id }}' } })
    const page = { api, form, fixedParams: { departId: '{{ record.id }}' } }
    const { context, requests } = actionContext({
      action,
      page,
      record: { id: 'd2' },
      parentScope: { record: { id: 'd1' } },
    })
    await openRecordForm(context, 'add')
    const request = opened(context)
    expect(request).toMatchObject({ title: '新增下级', mode: 'add', initialValues: { departId: 'd1', parentId: 'd2' } })
    expect(request.record).toBeUndefined()
    await request.submit!({ username: 'new' })
    expect(requests.post).toHaveBeenCalledWith('/sys/user/add', { username: 'new' })
  })

  it('edit opens the row as queryById answers it and puts to api.edit', async () => {
    const { context, requests } = actionContext({ action: actionOf('edit'), page: { api, form }, record: row })
    requests.get.mockResolvedValue({
      success: true,
      message: '',
      code: 200,
      result: { realname: '管理员' },
      timestamp: 0,
    })
    await openRecordForm(context, 'edit')
    expect(requests.get).toHaveBeenCalledWith('/sys/user/queryById', { id: 'u1' })
    const request = opened(context)
    expect(request.initialValues).toEqual({ id: 'u1', username: 'jeecg', realname: '管理员' })
    await request.submit!({ id: 'u1' })
    expect(requests.put).toHaveBeenCalledWith('/sys/user/edit', { id: 'u1' })
  })

  it('keeps the row when queryById fails', async () => {
    const { context, requests } = actionContext({ action: actionOf('edit'), page: { api, form }, record: row })
    requests.get.mockRejectedValue(new Error('network'))
    await openRecordForm(context, 'edit')
    expect(opened(context).record).toEqual(row)
  })

  it('detail shows the detail form when the page has one, with nothing to save', async () => {
    const page = { api: { list: api.list }, form, detail: detailForm }
    const { context } = actionContext({ action: actionOf('detail'), page, record: row })
    await openRecordForm(context, 'detail')
    expect(opened(context)).toMatchObject({ spec: detailForm, mode: 'detail', record: row, submit: undefined })
  })
})
