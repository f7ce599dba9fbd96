import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { registerColumnChecks } from '@renderers/form/editable-table'
import { validatePage } from '@renderers/schema/validate-page'
import { backend, ok, renderSchema, serveSignedInBackend } from '../engine/support'
import { appSemanticContext } from '../../support/engine'

serveSignedInBackend()

registerColumnChecks({
  notReserved: (value) => (value === '13000000000' ? '13000000000 是保留号码' : undefined),
})

const column = (title: string, field: string, validator: unknown[]) => ({
  type: 'void',
  'x-component': 'EditableTable.Column',
  'x-component-props': { title },
  properties: {
    [field]: {
      type: 'string',
      title,
      'x-decorator': 'EditableTable.Cell',
      'x-component': 'text',
      'x-component-props': { 'aria-label': title },
      'x-validator': validator,
    },
  },
})

/** Contacts with a phone that must be a mobile number, unique among the rows and not the reserved one. */
const page = (phoneRules: unknown[]) => ({
  kind: 'form',
  title: '联系人',
  load: { method: 'get', url: '/demo/contacts' },
  submit: { method: 'put', url: '/demo/contacts' },
  form: {
    schema: {
      type: 'object',
      properties: {
        contacts: {
          type: 'array',
          'x-component': 'EditableTable',
          items: {
            type: 'object',
            properties: {
              name: column('姓名', 'name', [{ preset: '*' }]),
              phone: column('电话', 'phone', phoneRules),
            },
          },
          properties: { add: { type: 'void', title: '新增一行', 'x-component': 'EditableTable.Addition' } },
        },
      },
    },
  },
})

const PHONE_RULES = [{ preset: 'm' }, { unique: true }, { handler: 'notReserved' }]

function serveContacts(contacts: object[]) {
  const sent: unknown[] = []
  backend.server.use(
    mswHttp.get('*/jeecg-boot/demo/contacts', () => HttpResponse.json(ok({ contacts }))),
    mswHttp.put('*/jeecg-boot/demo/contacts', async ({ request }) => {
      sent.push(await request.json())
      return HttpResponse.json(ok(null, '保存成功！'))
    }),
  )
  return sent
}

const phones = () => screen.getAllByRole<HTMLInputElement>('textbox', { name: '电话' })
const submit = () => userEvent.click(screen.getByRole('button', { name: /提\s*交/ }))

describe('editable table column rules', () => {
  it('shows each failing rule of a cell in a tooltip on that cell and saves once every cell passes', async () => {
    const sent = serveContacts([
      { name: '张三', phone: '13800000000' },
      { name: '李四', phone: '13800000000' },
      { name: '', phone: '12345' },
    ])
    renderSchema(page(PHONE_RULES))
    await waitFor(() => expect(phones()).toHaveLength(3))
    // The column header names the cells; a cell repeats no label of its own (电话: in every row).
    expect(phones()[0].closest('tr')).not.toHaveTextContent(/姓名|电话/)
    await submit()

    expect(await screen.findByRole('tooltip', { name: '该值不能为空' })).toBeInTheDocument()
    expect(screen.getAllByRole('tooltip', { name: '电话不能重复' })).toHaveLength(2)
    expect(screen.getByRole('tooltip', { name: '请输入正确的手机号码' })).toBeInTheDocument()
    expect(sent).toHaveLength(0)

    await userEvent.clear(phones()[1])
    await userEvent.type(phones()[1], '13000000000')
    expect(await screen.findByRole('tooltip', { name: '13000000000 是保留号码' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('tooltip', { name: '电话不能重复' })).toBeNull())

    await userEvent.clear(phones()[1])
    await userEvent.type(phones()[1], '13900000000')
    await userEvent.clear(phones()[2])
    await userEvent.type(phones()[2], '19912345678')
    await userEvent.type(screen.getAllByRole('textbox', { name: '姓名' })[2], '王五')
    await submit()
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      contacts: [
        { name: '张三', phone: '13800000000' },
        { name: '李四', phone: '13900000000' },
        { name: '王五', phone: '19912345678' },
      ],
    })
  })

  it('is checked with the page: a preset must exist in the catalogue', async () => {
    const problems = async (rules: unknown[]) => {
      const validation = await validatePage(page(rules), appSemanticContext())
      return validation.ok ? [] : validation.problems.map((problem) => problem.message)
    }
    expect(await problems(PHONE_RULES)).toEqual([])
    expect(await problems([{ preset: 'n6-15' }])).toEqual(['未知的校验预设 "n6-15"'])
  })
})
