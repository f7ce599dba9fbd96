// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { call, serveSignedInAdmin, tokenOf } from './support'

const backend = createTestServer()
const { db } = backend
const admin = serveSignedInAdmin(backend)

const BASE_PATH = '/test/jeecgOrderMain'
const send = async (path: string, method = 'GET', body?: unknown, token = admin()) =>
  (await call(`${BASE_PATH}/${path}`, { method, body, token })).body

const order = {
  orderCode: 'C20211120001',
  ctype: '2',
  orderDate: '2021-11-20 10:00:00',
  orderMoney: 5230.5,
  content: '新加坡 IPOS 听证',
  jeecgOrderCustomerList: [
    { name: '黄丽', sex: '2', idcard: '350102199002143326', idcardPic: 'temp/黄丽_1.png', telphone: '13805912345' },
    { name: '林峰', sex: '1' },
  ],
  jeecgOrderTicketList: [{ ticketCode: 'SQ801', tickectDate: '2021-12-01 09:30:00' }],
}

const mainId = (code: string) => String(db.table('jeecg_order_main').first((row) => row.orderCode === code)!.id)

describe('one-to-many demo controller (JeecgOrderMainController)', () => {
  it('adds an order with its customers and tickets in one body and answers them by main id as plain arrays', async () => {
    expect(await send('add', 'POST', order)).toMatchObject({ success: true, message: '添加成功！' })
    const id = mainId('C20211120001')
    const customers = await send(`queryOrderCustomerListByMainId?id=${id}`)
    expect(customers.result.map((row: Record<string, unknown>) => [row.name, row.idcardPic, row.orderId])).toEqual([
      ['黄丽', 'temp/黄丽_1.png', id],
      ['林峰', null, id],
    ])
    expect((await send(`queryOrderTicketListByMainId?id=${id}`)).result).toMatchObject([
      { ticketCode: 'SQ801', tickectDate: '2021-12-01 09:30:00', orderId: id },
    ])
    expect((await send(`queryById?id=${id}`)).result).toMatchObject({ orderCode: 'C20211120001', orderMoney: 5230.5 })
    const logs = (
      await call('/sys/log/list?logType=2&pageNo=1&pageSize=1&column=createTime&order=desc', { token: admin() })
    ).body.result.records
    expect(logs[0]).toMatchObject({
      requestUrl: '/jeecg-boot/test/jeecgOrderMain/add',
      method: 'org.jeecg.modules.demo.test.controller.JeecgOrderMainController.add()',
    })

    const page = (await send('list?pageNo=1&pageSize=10&orderCode=*C2021*')).result
    expect(page.records).toMatchObject([{ orderCode: 'C20211120001', ctype_dictText: '国际订单' }])
  })

  it('replaces the sub-rows on edit, answers 未找到对应实体 for a missing id and refuses a sub-row date that cannot bind', async () => {
    const id = mainId('A20210305001')
    const edited = {
      id,
      orderCode: 'A20210305001',
      jeecgOrderCustomerList: [{ name: '王建国' }],
      jeecgOrderTicketList: [],
    }
    expect(await send('edit', 'PUT', edited)).toMatchObject({ success: true, message: '修改成功!' })
    expect(
      (await send(`queryOrderCustomerListByMainId?id=${id}`)).result.map((row: { name: string }) => row.name),
    ).toEqual(['王建国'])
    expect((await send(`queryOrderTicketListByMainId?id=${id}`)).result).toEqual([])

    expect(await send('edit', 'PUT', { ...edited, id: '1' })).toMatchObject({
      success: false,
      message: '未找到对应实体',
    })
    const badDate = { ...edited, jeecgOrderTicketList: [{ ticketCode: 'CA1', tickectDate: '明天' }] }
    expect(await send('edit', 'PUT', badDate)).toMatchObject({
      success: false,
      message: '航班时间格式不正确，应为yyyy-MM-dd HH:mm:ss',
    })
  })

  it('applies a sub-table sent as a change report: removed ids deleted, changed rows updated, added rows inserted', async () => {
    const id = mainId('A20210318003')
    const customers = () =>
      db.table('jeecg_order_customer').list((row) => row.orderId === id) as { id: string; name: string }[]
    const [changed, removed, kept] = customers()
    const report = {
      added: [{ name: '陈晨', sex: '2' }],
      changed: [{ ...changed, name: '林峰' }],
      removedIds: [removed.id],
    }
    const body = { id, orderCode: 'A20210318003', jeecgOrderCustomerList: report }
    expect(await send('edit', 'PUT', body)).toMatchObject({ success: true, message: '修改成功!' })

    expect(customers().map((row) => [row.id, row.name])).toEqual([
      [changed.id, '林峰'],
      [kept.id, kept.name],
      [expect.any(String), '陈晨'],
    ])
  })

  it('deletes orders with their sub-rows, one or in a batch', async () => {
    const one = mainId('A20210311002')
    const [two, three] = ['A20210318003', 'A20210326004'].map(mainId)
    expect(await send(`delete?id=${one}`, 'DELETE')).toMatchObject({ success: true, message: '删除成功!' })
    expect(await send(`deleteBatch?ids=${two},${three},`, 'DELETE')).toMatchObject({
      success: true,
      message: '删除成功!',
    })
    for (const id of [one, two, three]) {
      expect(db.table('jeecg_order_customer').list((row) => row.orderId === id)).toEqual([])
      expect(db.table('jeecg_order_ticket').list((row) => row.orderId === id)).toEqual([])
    }
  })

  it('asks for the token, and for the button permission on writes', async () => {
    expect((await call(`${BASE_PATH}/list`)).status).toBe(401)
    const jeecg = await tokenOf('jeecg')
    expect(await send('add', 'POST', order, jeecg)).toMatchObject({ success: false, code: 510 })
  })
})
