import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ARRAY_INDEX_KEY } from '@renderers/form/submit-values'
import { backend, failed, ok, renderSchema, serveSignedInBackend } from './support'

serveSignedInBackend()

const PAGE = {
  kind: 'form',
  title: '个人设置',
  load: { method: 'get', url: '/demo/profile' },
  submit: { method: 'put', url: '/demo/profile' },
  form: {
    schema: {
      type: 'object',
      properties: {
        realname: {
          type: 'string',
          title: '姓名',
          'x-decorator': 'FormItem',
          'x-component': 'text',
          'x-component-props': { placeholder: '姓名' },
          'x-validator': [{ required: true, message: '请输入姓名' }],
        },
        hasQq: { type: 'boolean', title: '填写QQ', default: true, 'x-decorator': 'FormItem', 'x-component': 'switch' },
        qq: {
          type: 'string',
          title: 'QQ',
          'x-decorator': 'FormItem',
          'x-component': 'text',
          'x-component-props': { placeholder: 'QQ' },
          'x-validator': [{ qq: true }],
          'x-reactions': { dependencies: ['hasQq'], fulfill: { state: { visible: '{{$deps[0] === true}}' } } },
        },
        contacts: {
          type: 'array',
          'x-decorator': 'FormItem',
          'x-component': 'ArrayTable',
          items: {
            type: 'object',
            properties: {
              column: {
                type: 'void',
                'x-component': 'ArrayTable.Column',
                'x-component-props': { title: '联系人' },
                properties: { name: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'text' } },
              },
            },
          },
        },
      },
    },
  },
}

describe('form page', () => {
  it('loads values, validates with catalogue rules, strips ArrayTable indexes, shows the server message and runs fulfill reactions', async () => {
    let sent: Record<string, unknown> | undefined
    backend.server.use(
      mswHttp.get('*/jeecg-boot/demo/profile', () =>
        HttpResponse.json(ok({ realname: '管理员', qq: '', contacts: [{ name: '张三' }] })),
      ),
      mswHttp.put('*/jeecg-boot/demo/profile', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>
        return HttpResponse.json(sent.qq === '12345' ? ok(null, '保存成功！') : failed('QQ 已被占用'))
      }),
    )
    renderSchema(PAGE)
    await waitFor(() => expect(screen.getByPlaceholderText('姓名')).toHaveValue('管理员'))
    await userEvent.type(screen.getByPlaceholderText('QQ'), '12')
    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }))
    expect(await screen.findByText('请输入正确的QQ号码')).toBeInTheDocument()
    await userEvent.type(screen.getByPlaceholderText('QQ'), '345')
    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }))
    expect(await screen.findByText('保存成功！')).toBeInTheDocument()
    expect(sent).toEqual({ realname: '管理员', hasQq: true, qq: '12345', contacts: [{ name: '张三' }] })
    expect(JSON.stringify(sent)).not.toContain(ARRAY_INDEX_KEY)

    await userEvent.click(screen.getByRole('switch'))
    await waitFor(() => expect(screen.queryByPlaceholderText('QQ')).toBeNull())
  })
})

describe('a form of an entity with a declared date pair', () => {
  it('refuses a case’s 官方期限 before its 内部期限 at the field, as its entity declares, and sends nothing', async () => {
    let sent = false
    backend.server.use(
      mswHttp.get('*/jeecg-boot/demo/case', () =>
        HttpResponse.json(ok({ internalDeadline: '2026-06-10', officialDeadline: '2026-06-01' })),
      ),
      mswHttp.put('*/jeecg-boot/demo/case', () => {
        sent = true
        return HttpResponse.json(ok(null, '保存成功！'))
      }),
    )
    renderSchema({
      kind: 'form',
      title: '案件期限',
      entity: 'ipr-case',
      load: { method: 'get', url: '/demo/case' },
      submit: { method: 'put', url: '/demo/case' },
      form: { schema: { type: 'object', properties: { internalDeadline: {}, officialDeadline: {} } } },
    })
    await waitFor(() => expect(screen.getByPlaceholderText('请选择官方期限')).toHaveValue('2026-06-01'))
    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }))
    expect(await screen.findByText('不能早于内部期限')).toBeInTheDocument()
    expect(sent).toBe(false)
  })

  it.each([
    ['a contact’s 手机', 'ipr-contact', { mobile: 'abc电话123' }, ['请输入正确的手机号码']],
    [
      'a department’s 手机号 and 传真',
      'sys-depart',
      { mobile: '电话-1', fax: 'fax' },
      ['请输入正确的手机号或座机号', '请输入正确的座机号'],
    ],
  ])(
    'refuses %s in a bad format at the field, once, as its entity declares, the input kept',
    async (_, entity, values, messages) => {
      let sent = false
      backend.server.use(
        mswHttp.get('*/jeecg-boot/demo/phones', () => HttpResponse.json(ok(values))),
        mswHttp.put('*/jeecg-boot/demo/phones', () => {
          sent = true
          return HttpResponse.json(ok(null, '保存成功！'))
        }),
      )
      const properties = Object.fromEntries(Object.keys(values).map((name) => [name, {}]))
      renderSchema({
        kind: 'form',
        title: '电话',
        entity,
        load: { method: 'get', url: '/demo/phones' },
        submit: { method: 'put', url: '/demo/phones' },
        form: { schema: { type: 'object', properties } },
      })
      const first = Object.values(values)[0]
      await waitFor(() => expect(screen.getByDisplayValue(first)).toBeInTheDocument())
      await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }))
      for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument()
      for (const value of Object.values(values)) expect(screen.getByDisplayValue(value)).toBeInTheDocument()
      expect(sent).toBe(false)
    },
  )
})
