import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { backend, ok, renderSchema, serveSignedInBackend } from '../engine/support'
import { stopThrottleClock } from './throttle-clock'

serveSignedInBackend()
const afterThrottle = stopThrottleClock()

const required = (title: string) => ({
  type: 'string',
  title,
  'x-decorator': 'EditableTable.Cell',
  'x-component': 'text',
  'x-component-props': { 'aria-label': title },
  'x-validator': [{ required: true, message: `请输入${title}!` }],
})

/** A sub-table of one required text column, with row removal and an add button. */
const table = (title: string, field: string, props: Record<string, unknown> = {}) => ({
  type: 'array',
  'x-component': 'EditableTable',
  'x-component-props': props,
  items: {
    type: 'object',
    properties: {
      [field]: {
        type: 'void',
        'x-component': 'EditableTable.Column',
        'x-component-props': { title },
        properties: { [field]: required(title) },
      },
      ops: {
        type: 'void',
        'x-component': 'EditableTable.Column',
        'x-component-props': { title: '操作' },
        properties: { remove: { type: 'void', 'x-component': 'EditableTable.Remove' } },
      },
    },
  },
  properties: { add: { type: 'void', title: `新增${title}`, 'x-component': 'EditableTable.Addition' } },
})

const pane = (tab: string, properties: object, forceRender = true) => ({
  type: 'void',
  'x-component': 'FormTab.TabPane',
  'x-component-props': forceRender ? { tab, forceRender } : { tab },
  properties,
})

/** An order form: a required title, then customers and tickets on two tabs (after a first one of notes, if given). */
const page = (customerProps: Record<string, unknown> = {}, notes?: object) => ({
  kind: 'form',
  title: '订单',
  load: { method: 'get', url: '/demo/order' },
  submit: { method: 'put', url: '/demo/order' },
  form: {
    schema: {
      type: 'object',
      properties: {
        orderCode: {
          type: 'string',
          title: '订单号',
          'x-decorator': 'FormItem',
          'x-component': 'text',
          'x-component-props': { 'aria-label': '订单号' },
          'x-validator': [{ required: true, message: '请输入订单号!' }],
        },
        tabs: {
          type: 'void',
          'x-component': 'FormTab',
          properties: {
            ...(notes && { notePane: pane('备注', notes, false) }),
            customerPane: pane('客户信息', { customers: table('姓名', 'name', customerProps) }, !notes),
            ticketPane: pane('机票信息', { tickets: table('航班号', 'ticketCode') }, !notes),
          },
        },
      },
    },
  },
})

function serveOrder(order: object) {
  const sent: Record<string, unknown>[] = []
  backend.server.use(
    mswHttp.get('*/jeecg-boot/demo/order', () => HttpResponse.json(ok(order))),
    mswHttp.put('*/jeecg-boot/demo/order', async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>)
      return HttpResponse.json(ok(null, '保存成功！'))
    }),
  )
  return sent
}

const submit = () => userEvent.click(screen.getByRole('button', { name: /提\s*交/ }))
/** The active tab's title, without the count of errors FormTab shows beside it. */
const activeTab = () => document.querySelector('.ant-tabs-tab-active')?.textContent?.replace(/\d+$/, '')
const names = () => screen.getAllByRole<HTMLInputElement>('textbox', { name: '姓名' }).map((input) => input.value)

describe('table form save', () => {
  it('validates the main form, then each sub-table in order, stopping at the first failing one and opening its tab', async () => {
    const sent = serveOrder({ orderCode: '', customers: [{ name: '' }], tickets: [{ ticketCode: '' }] })
    renderSchema(page())
    await waitFor(() => expect(names()).toEqual(['']))
    await userEvent.click(screen.getByRole('tab', { name: '机票信息' }))

    await submit()
    expect(await screen.findByText('请输入订单号!')).toBeInTheDocument()
    expect(screen.queryByText('请输入姓名!')).toBeNull()
    expect(screen.queryByText('请输入航班号!')).toBeNull()
    expect(activeTab()).toBe('机票信息')

    await userEvent.type(screen.getByRole('textbox', { name: '订单号' }), 'A001')
    await submit()
    expect(await screen.findByText('请输入姓名!')).toBeInTheDocument()
    expect(activeTab()).toBe('客户信息')
    expect(screen.queryByText('请输入航班号!')).toBeNull()

    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), '黄丽')
    await submit()
    expect(await screen.findByText('请输入航班号!')).toBeInTheDocument()
    expect(activeTab()).toBe('机票信息')
    expect(sent).toHaveLength(0)

    await userEvent.type(screen.getByRole('textbox', { name: '航班号' }), 'SQ801')
    await submit()
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({
      orderCode: 'A001',
      customers: [{ name: '黄丽' }],
      tickets: [{ ticketCode: 'SQ801' }],
    })
  })

  it('validates the sub-tables in the order of the form whichever tab the user drew first', async () => {
    const sent = serveOrder({ orderCode: 'A001', customers: [{ name: '' }], tickets: [{ ticketCode: '' }] })
    renderSchema(page({}, {}))
    await userEvent.click(await screen.findByRole('tab', { name: '机票信息' }))
    expect(await screen.findByRole('textbox', { name: '航班号' })).toHaveValue('')
    expect(screen.queryByRole('textbox', { name: '姓名' })).toBeNull()

    await submit()
    expect(await screen.findByText('请输入姓名!')).toBeInTheDocument()
    expect(activeTab()).toBe('客户信息')
    expect(screen.queryByText('请输入航班号!')).toBeNull()
    expect(sent).toHaveLength(0)
  })

  it('sends a reporting table as its new, changed and removed rows, the ids of the removed ones included', async () => {
    const sent = serveOrder({
      orderCode: 'A001',
      customers: [
        { id: 'c1', name: '黄丽' },
        { id: 'c2', name: '林峰' },
        { id: 'c3', name: '王建国' },
      ],
      tickets: [{ id: 't1', ticketCode: 'SQ801' }],
    })
    renderSchema(page({ sendChanges: true }))
    await waitFor(() => expect(names()).toEqual(['黄丽', '林峰', '王建国']))

    const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-tabs-tabpane-active tr.ant-table-row')]
    await userEvent.type(screen.getAllByRole('textbox', { name: '姓名' })[1], '林')
    await userEvent.click(within(rows()[2]).getByRole('img', { name: 'delete' }))
    await userEvent.click(screen.getByRole('button', { name: /新增姓名/ }))
    afterThrottle()
    await userEvent.type(screen.getAllByRole('textbox', { name: '姓名' })[2], '陈晨')
    expect(names()).toEqual(['黄丽', '林峰林', '陈晨'])

    await submit()
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0].customers).toEqual({
      added: [{ name: '陈晨' }],
      changed: [{ id: 'c2', name: '林峰林' }],
      removedIds: ['c3'],
    })
    expect(sent[0].tickets).toEqual([{ id: 't1', ticketCode: 'SQ801' }])
  })
})
