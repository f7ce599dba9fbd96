import { audit, type SeedContext } from '../../kernel/seed/context'

type Customer = readonly [name: string, sex: '1' | '2', idcard: string, telphone: string]
type Ticket = readonly [ticketCode: string, tickectDate: string]

interface OrderSpec {
  orderCode: string
  ctype: '1' | '2'
  orderDate: string
  orderMoney: number
  content: string
  customers: readonly Customer[]
  tickets: readonly Ticket[]
}

/** Travel orders of the one-to-many demo: domestic and international trips of the firm's staff and clients. */
const ORDERS: readonly OrderSpec[] = [
  {
    orderCode: 'A20210305001',
    ctype: '1',
    orderDate: '2021-03-05 09:20:00',
    orderMoney: 3680,
    content: '赴杭州参加专利代理人年会',
    customers: [
      ['王建国', '1', '110101198203154517', '13911082231'],
      ['李秀梅', '2', '110105198807226024', '13801137645'],
    ],
    tickets: [
      ['CA1702', '2021-03-12 08:30:00'],
      ['CA1705', '2021-03-15 18:45:00'],
    ],
  },
  {
    orderCode: 'A20210311002',
    ctype: '2',
    orderDate: '2021-03-11 14:05:00',
    orderMoney: 12800,
    content: '赴慕尼黑欧洲专利局面谈',
    customers: [['陈志远', '1', '310104197911083219', '13621785502']],
    tickets: [['LH723', '2021-04-02 13:10:00']],
  },
  {
    orderCode: 'A20210318003',
    ctype: '1',
    orderDate: '2021-03-18 10:40:00',
    orderMoney: 2150,
    content: '广州客户商标异议现场取证',
    customers: [
      ['赵婷', '2', '440106199104125528', '13724406613'],
      ['孙浩', '1', '440103198912301013', '13560217788'],
      ['周敏', '2', '440111199306084420', '13902254319'],
    ],
    tickets: [['CZ3108', '2021-03-22 07:55:00']],
  },
  {
    orderCode: 'A20210326004',
    ctype: '2',
    orderDate: '2021-03-26 16:30:00',
    orderMoney: 9460,
    content: '东京 JPO 审查员会晤',
    customers: [['刘洋', '1', '320102198505207736', '15951871204']],
    tickets: [
      ['NH956', '2021-04-18 09:25:00'],
      ['NH955', '2021-04-21 16:40:00'],
    ],
  },
]

/** Orders with their customers and tickets, tied by orderId as the demo's service saves them. */
export function seedOrders(ctx: SeedContext): void {
  ORDERS.forEach((spec) => {
    const { customers, tickets, ...order } = spec
    const stamp = audit(order.orderDate)
    const main = ctx.db.table('jeecg_order_main').insert({ id: ctx.id(), ...order, ...stamp })
    customers.forEach(([name, sex, idcard, telphone]) =>
      ctx.db
        .table('jeecg_order_customer')
        .insert({ id: ctx.id(), name, sex, idcard, idcardPic: null, telphone, orderId: main.id, ...stamp }),
    )
    tickets.forEach(([ticketCode, tickectDate]) =>
      ctx.db.table('jeecg_order_ticket').insert({ id: ctx.id(), ticketCode, tickectDate, orderId: main.id, ...stamp }),
    )
  })
}
