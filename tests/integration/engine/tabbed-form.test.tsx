import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { backend, ok, renderSchema, serveSignedInBackend } from './support'

serveSignedInBackend()

const text = (title: string, required = false) => ({
  type: 'string',
  title,
  'x-decorator': 'FormItem',
  'x-component': 'text',
  ...(required ? { 'x-validator': [{ required: true, message: `请输入${title}!` }] } : {}),
})

/** A sub-table of one text column, with an add button. */
const table = {
  type: 'array',
  'x-component': 'EditableTable',
  items: {
    type: 'object',
    properties: {
      name: {
        type: 'void',
        'x-component': 'EditableTable.Column',
        'x-component-props': { title: '联系人' },
        properties: {
          name: {
            type: 'string',
            'x-decorator': 'EditableTable.Cell',
            'x-component': 'text',
            'x-component-props': { 'aria-label': '联系人' },
          },
        },
      },
    },
  },
  properties: { add: { type: 'void', title: '新增联系人', 'x-component': 'EditableTable.Addition' } },
}

/** A customer form on three tabs, none of them drawn before it is shown. */
const PAGE = {
  kind: 'form',
  title: '客户',
  load: { method: 'get', url: '/demo/customer' },
  submit: { method: 'put', url: '/demo/customer' },
  form: {
    schema: {
      type: 'object',
      properties: {
        tabs: {
          type: 'void',
          'x-component': 'FormTab',
          properties: {
            basic: {
              type: 'void',
              'x-component': 'FormTab.TabPane',
              'x-component-props': { tab: '基本信息' },
              properties: { customerName: text('客户名称') },
            },
            contacts: {
              type: 'void',
              'x-component': 'FormTab.TabPane',
              'x-component-props': { tab: '联系人' },
              properties: { contacts: table },
            },
            billing: {
              type: 'void',
              'x-component': 'FormTab.TabPane',
              'x-component-props': { tab: '开票信息' },
              properties: { taxNumber: text('税号', true), bankName: text('开户银行') },
            },
          },
        },
      },
    },
  },
}

const submit = () => userEvent.click(screen.getByRole('button', { name: /提\s*交/ }))
const activeTab = () => document.querySelector('.ant-tabs-tab-active')?.textContent?.replace(/\d+$/, '')

describe('a tabbed form', () => {
  it('draws a pane when shown, yet a save validates every pane, shows the failing one and keeps what was typed', async () => {
    const sent: Record<string, unknown>[] = []
    backend.server.use(
      mswHttp.get('*/jeecg-boot/demo/customer', () =>
        HttpResponse.json(
          ok({ customerName: '华为', contacts: [{ name: '张三' }], taxNumber: '', bankName: '招商银行' }),
        ),
      ),
      mswHttp.put('*/jeecg-boot/demo/customer', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>)
        return HttpResponse.json(ok(null, '保存成功！'))
      }),
    )
    renderSchema(PAGE)
    const name = await screen.findByDisplayValue('华为')
    // The other panes' fields are not drawn with the form.
    expect(screen.queryByRole('textbox', { name: '税号' })).toBeNull()
    expect(screen.queryByRole('textbox', { name: '联系人' })).toBeNull()
    await userEvent.clear(name)
    await userEvent.type(name, '华为技术')

    await submit()
    // The required field of a tab never opened blocked the save: its tab opens with the message on the field.
    expect(await screen.findByText('请输入税号!')).toBeVisible()
    expect(activeTab()).toBe('开票信息')
    expect(sent).toHaveLength(0)
    // A value loaded before its pane was drawn shows in it.
    expect(screen.getByRole('textbox', { name: '开户银行' })).toHaveValue('招商银行')

    await userEvent.click(screen.getByRole('tab', { name: '联系人' }))
    expect(screen.getByRole('textbox', { name: '联系人' })).toHaveValue('张三')
    await userEvent.click(screen.getByRole('tab', { name: '基本信息' }))
    expect(screen.getByRole('textbox', { name: '客户名称' })).toHaveValue('华为技术')

    await userEvent.click(screen.getByRole('tab', { name: /开票信息/ }))
    await userEvent.type(screen.getByRole('textbox', { name: '税号' }), '91440300')
    await submit()
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({
      customerName: '华为技术',
      contacts: [{ name: '张三' }],
      taxNumber: '91440300',
      bankName: '招商银行',
    })
  })
})
