import type { Row } from '../../../kernel/db/table'
import { textOf } from '../../../kernel/services/text'
import { audit } from '../../../kernel/seed/context'
import type { SeededCustomer } from './customers'
import { addMonths, createNumberer, hundreds, spreadOver, split, type AgencySeed } from './support'
import { workingDay } from './working-days'

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
 * The customer a contract signed at `createTime` is with: one of those meaning to deal (`dealStatus` 1 as the customer
 * seed drew it) that existed by then, most often one that has no contract yet, so that nearly all of them get one.
 */
function signingCustomer(
  seed: AgencySeed,
  dealing: readonly SeededCustomer[],
  signed: ReadonlySet<SeededCustomer>,
  createTime: string,
): SeededCustomer {
  const known = dealing.filter((customer) => textOf(customer.row.createTime) <= createTime)
  const candidates = known.length > 0 ? known : dealing
  const first = candidates.filter((customer) => !signed.has(customer))
  return first.length > 0 && seed.draw.chance(0.6) ? seed.draw.pick(first) : seed.draw.pick(candidates)
}

/**
 * About 500 contracts over the last two years, signed on working days, with their payment plans (always adding up to
 * the amount). Contracts signed and approved long ago are 已完成; recent ones run; a few are drafts (待提交) or were
 * voided. A plan row past its date that no money came in for is 已逾期, whatever the contract's state.
 */
export function seedContracts(seed: AgencySeed, customers: readonly SeededCustomer[], count: number): Row[] {
  const { ctx, draw, today } = seed
  const number = createNumberer()
  const dealing = customers.filter((customer) => customer.row.dealStatus === '1')
  const signed = new Set<SeededCustomer>()
  const plans = ctx.db.table('ipr_contract_plan')
  const contracts = spreadOver(seed, count, 720).map((created, index) => {
    const createTime = workingDay(created, -1)
    // The newest is a draft of 孙七's, which the seeded approvals submit for 肖国栋 to approve.
    const newest = index === count - 1
    const customer = signingCustomer(
      seed,
      newest ? dealing.filter((candidate) => candidate.row.salesman === NEWEST_DRAFT_BY) : dealing,
      signed,
      createTime,
    )
    signed.add(customer)
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
      const planStatus = due ? (draft || voided || !draw.chance(0.9) ? '3' : '2') : '0'
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
  settleDeals(seed, customers, contracts)
  return contracts
}

/**
 * A customer is 已成交 from its first approved contract on, that contract's date its 签约日期; one whose contracts are
 * all drafts or void (or who has none) is still being won.
 */
function settleDeals(seed: AgencySeed, customers: readonly SeededCustomer[], contracts: readonly Row[]): void {
  const firstSigned = new Map<unknown, string>()
  for (const contract of contracts)
    if (contract.bpmStatus === '3' && !firstSigned.has(contract.customerId))
      firstSigned.set(contract.customerId, textOf(contract.signDate))
  const table = seed.ctx.db.table('ipr_customer')
  for (const customer of customers) {
    const signDate = firstSigned.get(customer.row.id) ?? null
    customer.row = table.update(customer.row.id, { dealStatus: signDate ? '1' : '0', signDate })!
  }
}
