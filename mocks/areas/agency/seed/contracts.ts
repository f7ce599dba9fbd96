import type { Row } from '../../../kernel/db/table'
import { textOf } from '../../../kernel/services/text'
import { audit } from '../../../kernel/seed/context'
import type { SeededCustomer } from './customers'
import { addMonths, createNumberer, hundreds, spreadOver, split, type AgencySeed } from './support'

/** Contract type by the business a customer mostly brings; price ranges in yuan. */
const CONTRACT_KINDS: Readonly<Record<string, { name: string; min: number; max: number }>> = {
  '1': { name: '专利代理服务合同', min: 6000, max: 120000 },
  '2': { name: '商标代理服务合同', min: 1500, max: 30000 },
  '3': { name: '著作权登记服务合同', min: 800, max: 12000 },
  '4': { name: '项目申报服务合同', min: 10000, max: 80000 },
  '5': { name: '知识产权转让服务合同', min: 5000, max: 60000 },
  '6': { name: '专利年费托管合同', min: 3000, max: 40000 },
  '7': { name: '知识产权综合服务合同', min: 20000, max: 200000 },
}

/** Instalments by payment method: 一次性, 分期 (40/30/30), 预付+尾款, 按件, 月结. */
const PLAN_SHAPES: Readonly<Record<string, readonly number[]>> = {
  '1': [100],
  '2': [40, 30, 30],
  '3': [50, 50],
  '4': [30, 30, 40],
  '5': [25, 25, 25, 25],
}
const PLAN_NAMES: Readonly<Record<number, readonly string[]>> = {
  1: ['全款'],
  2: ['预付款', '尾款'],
  3: ['首付款', '中期款', '尾款'],
  4: ['第一期', '第二期', '第三期', '第四期'],
}

/** The salesman whose draft contract the seeded approvals submit (`seedRunningApprovals` in the people seed). */
const NEWEST_DRAFT_BY = 'sunqi'

/**
 * About 500 contracts over the last two years with their payment plans (always adding up to the amount). Contracts
 * signed and approved long ago are 已完成; recent ones run; a few are drafts (待提交) or were voided.
 */
export function seedContracts(seed: AgencySeed, customers: readonly SeededCustomer[], count: number): Row[] {
  const { ctx, draw, today } = seed
  const number = createNumberer()
  const dealt = customers.filter((customer) => customer.row.dealStatus === '1')
  const plans = ctx.db.table('ipr_contract_plan')
  return spreadOver(seed, count, 720).map((createTime, index) => {
    // The newest is a draft of 孙七's, which the seeded approvals submit for his department head to approve: left to
    // chance, some days' seeds had no draft of his.
    const newest = index === count - 1
    const customer = draw.pick(newest ? dealt.filter((candidate) => candidate.row.salesman === NEWEST_DRAFT_BY) : dealt)
    const scope = textOf(customer.row.bizScope).split(',')
    const contractType = draw.chance(0.12) ? draw.pick(['6', '7']) : draw.pick(scope)
    const kind = CONTRACT_KINDS[contractType]
    const amount = hundreds(draw, kind.min, kind.max)
    const officialFee = Math.round((amount * draw.int(15, 45)) / 100 / 100) * 100
    const signDate = createTime.slice(0, 10)
    const endDate = addMonths(signDate, draw.pick([12, 12, 24, 36]))
    const draft = newest || (index >= count - 12 && draw.chance(0.6))
    const voided = !draft && draw.chance(0.03)
    const payMethod = draw.weighted([
      ['1', 30],
      ['2', 30],
      ['3', 25],
      ['4', 10],
      ['5', 5],
    ] as const)
    const salesman = textOf(customer.row.salesman)
    const row = ctx.db.table('ipr_contract').insert({
      id: ctx.id(),
      contractNo: number('HT', createTime),
      contractName: `${textOf(customer.row.customerName)}${kind.name}`,
      customerId: customer.row.id,
      contractType,
      amount,
      officialFee,
      agencyFee: amount - officialFee,
      signDate,
      startDate: signDate,
      endDate,
      payMethod,
      customerSigner: customer.primaryContactId,
      salesman,
      contractStatus: draft ? '0' : voided ? '4' : endDate < today ? '2' : '1',
      receivedAmount: 0,
      attachment: null,
      bpmStatus: draft ? '1' : voided ? '4' : '3',
      remark: null,
      sysOrgCode: seed.orgCodeOf(salesman),
      ...audit(createTime, salesman),
    })
    const shape = PLAN_SHAPES[payMethod]
    let received = 0
    split(amount, shape).forEach((planAmount, period) => {
      const planDate = addMonths(signDate, period * 4)
      const due = planDate < today
      const planStatus = draft || voided ? '0' : due ? (draw.chance(0.9) ? '2' : '3') : '0'
      if (planStatus === '2') received += planAmount
      plans.insert({
        id: ctx.id(),
        contractId: row.id,
        period: period + 1,
        planName: PLAN_NAMES[shape.length][period],
        planDate,
        planAmount,
        returnType: draw.pick(['4', '5', '5', '7']),
        remindDays: 3,
        planStatus,
        remark: null,
        ...audit(createTime, salesman),
      })
    })
    ctx.db.table('ipr_contract').update(row.id, { receivedAmount: Math.round(received * 100) / 100 })
    return { ...row, receivedAmount: received }
  })
}
