import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { staticDomainUrl } from '@/config/env'
import { backend, failed, ok, renderSchema, serveSignedInBackend } from '../engine/support'
import { fileInput, pngFile, serveUploads } from '../upload/support'
import { stopThrottleClock } from './throttle-clock'
import orderPage from '../../../schemas/pages/jeecg/JeecgOrderMainList.json'

serveSignedInBackend()
const afterThrottle = stopThrottleClock()

const SCAN = 'temp/身份证_1636934400000.png'

const orderRow = (code: string) => screen.getByText(code).closest('tr') as HTMLElement
/** The order form's dialog, once it shows (its code loads on first use). */
const formDialog = () =>
  waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((item) => within(item).queryByText('订单号'))
    expect(dialog).toBeTruthy()
    return dialog!
  })
const customerNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByPlaceholderText('请输入客户名')
    .map((input) => (input as HTMLInputElement).value)
const ticketCodes = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByPlaceholderText('请输入航班号')
    .map((input) => (input as HTMLInputElement).value)
const tab = (dialog: HTMLElement, name: string) => within(dialog).getByRole('tab', { name: new RegExp(name) })

async function openOrders() {
  renderSchema(orderPage, 'schemas/pages/jeecg/JeecgOrderMainList.json')
  await screen.findByText('A20210305001')
}

async function save(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
}

/** Uploads the ID scan of the customer row at `index` through its image cell and the 图片上传 pop-up. */
async function uploadScan(dialog: HTMLElement, index: number) {
  await userEvent.click(within(dialog).getAllByRole('button', { name: /上传图片/ })[index])
  const popup = (await screen.findByText('图片上传')).closest('.ant-modal') as HTMLElement
  await userEvent.upload(fileInput(popup), pngFile('身份证.png'))
  await waitFor(() => expect(popup.querySelector('img')).toHaveAttribute('src', `${staticDomainUrl}/${SCAN}`))
  await userEvent.click(within(popup).getByRole('button', { name: /确\s*定/ }))
}

const ordersTable = () => backend.db.table('jeecg_order_main')
const customersOf = (orderId: string) => backend.db.table('jeecg_order_customer').list((row) => row.orderId === orderId)
const ticketsOf = (orderId: string) => backend.db.table('jeecg_order_ticket').list((row) => row.orderId === orderId)

describe('订单管理 (one-to-many demo) against the built-in backend', () => {
  it('creates an order with two customers (one with an uploaded ID scan) and a ticket, and shows them again on edit', async () => {
    serveUploads({ answer: () => HttpResponse.json(ok(null, SCAN, 0)) })
    await openOrders()
    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }))
    const dialog = await formDialog()
    await userEvent.type(within(dialog).getByPlaceholderText('请输入订单号'), 'B20211115001')
    await userEvent.click(within(dialog).getByRole('button', { name: /新增客户/ }))
    afterThrottle()
    await userEvent.click(within(dialog).getByRole('button', { name: /新增客户/ }))
    await userEvent.type(within(dialog).getAllByPlaceholderText('请输入客户名')[0], '郑晓东')
    await uploadScan(dialog, 0)

    // The second customer has no name yet: the save stops on it with the required message and keeps the rows.
    await save(dialog)
    expect(await within(dialog).findByText('请输入客户名!')).toBeInTheDocument()
    expect(customerNames(dialog)).toEqual(['郑晓东', ''])
    await userEvent.type(within(dialog).getAllByPlaceholderText('请输入客户名')[1], '吴佳怡')

    await userEvent.click(tab(dialog, '机票信息'))
    await userEvent.click(within(dialog).getByRole('button', { name: /新增机票/ }))
    await userEvent.type(within(dialog).getByPlaceholderText('请输入航班号'), 'MU5101')
    await save(dialog)
    expect(await screen.findByText('添加成功！')).toBeInTheDocument()

    const order = ordersTable().first((row) => row.orderCode === 'B20211115001')!
    expect(customersOf(String(order.id)).map((row) => [row.name, row.idcardPic])).toEqual([
      ['郑晓东', SCAN],
      ['吴佳怡', null],
    ])
    expect(ticketsOf(String(order.id)).map((row) => row.ticketCode)).toEqual(['MU5101'])

    await userEvent.click(within(await waitFor(() => orderRow('B20211115001'))).getByText('编辑'))
    const edit = await formDialog()
    await waitFor(() => expect(customerNames(edit)).toEqual(['郑晓东', '吴佳怡']))
    expect(edit.querySelector('.ant-image img')).toHaveAttribute('src', `${staticDomainUrl}/${SCAN}`)
    await userEvent.click(tab(edit, '机票信息'))
    expect(ticketCodes(edit)).toEqual(['MU5101'])
  })

  it('edits an order: a blank flight number opens the 机票信息 tab with its message; the saved rows replace the stored ones', async () => {
    await openOrders()
    const order = ordersTable().first((row) => row.orderCode === 'A20210305001')!
    await userEvent.click(within(orderRow('A20210305001')).getByText('编辑'))
    const dialog = await formDialog()
    await waitFor(() => expect(customerNames(dialog)).toEqual(['王建国', '李秀梅']))
    // 电话 is edited on click: text until then.
    expect(within(dialog).queryByPlaceholderText('请输入电话')).toBeNull()
    await userEvent.click(within(dialog).getByText('13911082231'))
    expect(await within(dialog).findByPlaceholderText('请输入电话')).toHaveValue('13911082231')
    await userEvent.click(tab(dialog, '机票信息'))
    await waitFor(() => expect(ticketCodes(dialog)).toEqual(['CA1702', 'CA1705']))
    await userEvent.clear(within(dialog).getAllByPlaceholderText('请输入航班号')[1])
    await userEvent.click(tab(dialog, '客户信息'))

    await save(dialog)
    expect(await within(dialog).findByText('请输入航班号!')).toBeInTheDocument()
    await waitFor(() => expect(tab(dialog, '机票信息')).toHaveAttribute('aria-selected', 'true'))
    await userEvent.type(within(dialog).getAllByPlaceholderText('请输入航班号')[1], 'CA1706')

    // Drop the second customer through the selection and its batch delete.
    await userEvent.click(tab(dialog, '客户信息'))
    const customerRows = dialog.querySelectorAll<HTMLElement>(
      '.ant-tabs-tabpane-active .ant-table-tbody tr.ant-table-row',
    )
    await userEvent.click(within(customerRows[1]).getByRole('checkbox'))
    await userEvent.click(within(dialog).getAllByRole('button', { name: '删除选中' })[0])
    expect(customerNames(dialog)).toEqual(['王建国'])

    await save(dialog)
    expect(await screen.findByText('修改成功!')).toBeInTheDocument()
    expect(customersOf(String(order.id)).map((row) => row.name)).toEqual(['王建国'])
    expect(ticketsOf(String(order.id)).map((row) => row.ticketCode)).toEqual(['CA1702', 'CA1706'])
  })

  it('keeps the order and its rows as typed when the server refuses the save', async () => {
    backend.server.use(
      mswHttp.put('*/jeecg-boot/test/jeecgOrderMain/edit', () =>
        HttpResponse.json(failed('订单已被他人修改，请刷新后重试')),
      ),
    )
    await openOrders()
    await userEvent.click(within(orderRow('A20210318003')).getByText('编辑'))
    const dialog = await formDialog()
    await waitFor(() => expect(customerNames(dialog)).toEqual(['赵婷', '孙浩', '周敏']))
    await userEvent.click(within(dialog).getByRole('button', { name: '在第 1 行后插入' }))
    await userEvent.type(within(dialog).getAllByPlaceholderText('请输入客户名')[1], '钱伟')
    await save(dialog)
    expect(await screen.findByText('订单已被他人修改，请刷新后重试')).toBeInTheDocument()
    expect(customerNames(await formDialog())).toEqual(['赵婷', '钱伟', '孙浩', '周敏'])
  })

  it('deletes an order with its customers and tickets', async () => {
    await openOrders()
    const order = ordersTable().first((row) => row.orderCode === 'A20210311002')!
    expect(customersOf(String(order.id))).not.toHaveLength(0)
    await userEvent.click(within(orderRow('A20210311002')).getByText('删除'))
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }))
    expect(await screen.findByText('删除成功!')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('A20210311002')).toBeNull())
    expect(customersOf(String(order.id))).toEqual([])
    expect(ticketsOf(String(order.id))).toEqual([])
  })
})
