import type { Row } from '../../../kernel/db/table'
import { textOf } from '../../../kernel/services/text'
import { audit } from '../../../kernel/seed/context'
import type { SeededCustomer } from './customers'
import { mobile } from './names'
import { trackingNo } from './numbers'
import { ADVANCE, FEE_PAY } from '../resources/fee-ledger'
import { addDays, createNumberer, hundreds, spreadOver, type AgencySeed } from './support'

/** The official fee a new filing of each business type pays first, in yuan. */
const FIRST_FEES: Readonly<Record<string, { feeType: string; feeName: string; amount: number } | undefined>> = {
  '1': { feeType: '01', feeName: '申请费', amount: 900 },
  '2': { feeType: '21', feeName: '商标注册申请费', amount: 270 },
}

const CLOSED_STATUSES = new Set(['7', '8', '9', '10'])

/** A fee paid out for the customer (official, third-party) is 已缴 by its handler, the firm advancing it, once settled. */
function paidOut(fee: Record<string, unknown>, handler: string) {
  if (fee.feeCategory === '2') return { payStatus: null, payer: null, advance: null }
  const paid = ['3', '4'].includes(textOf(fee.feeStatus))
  return paid
    ? { payStatus: FEE_PAY.paid, payer: handler, advance: ADVANCE.firm }
    : { payStatus: FEE_PAY.waiting, payer: null, advance: null }
}

/** A fee of a case: official fees go 待请款 → 已缴 as the case moves; agency fees are billed and collected. */
export function seedExpenses(seed: AgencySeed, cases: readonly Row[]): void {
  const { ctx, draw, today } = seed
  const table = ctx.db.table('ipr_expense')
  const number = createNumberer()
  const add = (row: Row, fee: Record<string, unknown>) => {
    const handler = row.handler ? textOf(row.handler) : 'caolihua'
    table.insert({
      id: ctx.id(),
      expenseNo: number('FY', textOf(row.entrustDate)),
      caseId: row.id,
      customerId: row.customerId,
      feeReduction: '0',
      currency: 'CNY',
      receivableDate: null,
      receivedDate: null,
      officialDeadline: null,
      paidDate: null,
      remark: null,
      handler,
      sysOrgCode: seed.orgCodeOf(handler),
      ...audit(`${textOf(row.entrustDate)} 16:00:00`, handler),
      ...fee,
      ...paidOut(fee, handler),
    })
  }
  for (const row of cases) {
    if (row.caseStatus === '0') continue
    const old = CLOSED_STATUSES.has(textOf(row.caseStatus)) || Number(row.caseStatus) >= 4
    const first = FIRST_FEES[textOf(row.businessType)]
    if (first) {
      const deadline = row.appDate ? addDays(textOf(row.appDate), 60) : textOf(row.officialDeadline)
      add(row, {
        feeCategory: '1',
        feeName: first.feeName,
        feeType: first.feeType,
        feeReduction: row.businessType === '1' ? draw.pick(['0', '1', '1']) : '0',
        amount: row.businessType === '1' && draw.chance(0.6) ? Math.round(first.amount * 0.3) : first.amount,
        officialDeadline: deadline,
        feeStatus: old ? '4' : deadline < today ? '3' : draw.pick(['0', '1', '2']),
        paidDate: old || deadline < today ? addDays(deadline, -draw.int(1, 20)) : null,
      })
    }
    if (draw.chance(0.7)) {
      const receivable = addDays(textOf(row.entrustDate), 30)
      add(row, {
        feeCategory: '2',
        feeName: '代理费',
        feeType: null,
        amount: row.businessType === '1' ? hundreds(draw, 3000, 9000) : hundreds(draw, 800, 3000),
        receivableDate: receivable,
        receivedDate: old ? addDays(receivable, draw.int(0, 30)) : null,
        feeStatus: old ? '4' : draw.pick(['0', '1', '2']),
      })
    }
    if (row.businessType === '1' && draw.chance(0.08))
      add(row, {
        feeCategory: '3',
        feeName: draw.pick(['翻译费', '检索费', '公证费']),
        feeType: null,
        amount: hundreds(draw, 500, 6000),
        feeStatus: old ? '4' : '0',
      })
  }
}

const COMPANIES = ['SF', 'SF', 'SF', 'EMS', 'EMS', 'JD', 'ZTO', 'YTO', 'STO', 'YD', 'DBL'] as const
const OFFICES = ['国家知识产权局专利局', '国家知识产权局商标局', '中国版权保护中心'] as const

/** Parcels: certificates, invoices and contracts mailed to customers; official letters received from the offices. */
export function seedExpress(
  seed: AgencySeed,
  customers: readonly SeededCustomer[],
  cases: readonly Row[],
  count: number,
): void {
  const { ctx, draw, today } = seed
  const table = ctx.db.table('ipr_express')
  const byId = new Map(customers.map((customer) => [textOf(customer.row.id), customer]))
  const taken = new Set<string>()
  const number = createNumberer()
  for (const createTime of spreadOver(seed, count, 700)) {
    const row = draw.pick(cases)
    const customer = byId.get(textOf(row.customerId))!
    const sending = draw.chance(0.7)
    const company = draw.pick(COMPANIES)
    let expressNo = trackingNo(draw, company)
    while (taken.has(expressNo)) expressNo = trackingNo(draw, company)
    taken.add(expressNo)
    const sendDate = createTime.slice(0, 10)
    const days = Math.round((Date.parse(today) - Date.parse(sendDate)) / 86_400_000)
    const expressStatus = days > 4 ? (draw.chance(0.97) ? '2' : '3') : draw.pick(['0', '1'])
    const handler = draw.pick(['tiantian', 'sunqi', 'jeecg', 'xiaoguodong'])
    const itemType = sending ? draw.pick(['1', '1', '3', '4', '5']) : '2'
    table.insert({
      id: ctx.id(),
      parcelNo: number('KD', createTime),
      direction: sending ? '1' : '2',
      expressCompany: company,
      expressNo,
      sendDate,
      sender: sending ? '知识产权代理部' : draw.pick(OFFICES),
      receiver: sending ? textOf(customer.row.customerName) : '知识产权代理部',
      receiverPhone: mobile(draw),
      receiverAddress: sending ? customer.row.address : '北京市海淀区中关村大街1号',
      itemType,
      itemDesc: `${textOf(row.caseNo)} ${itemType === '1' ? '证书' : itemType === '2' ? '通知书' : '材料'}`,
      customerId: customer.row.id,
      caseId: row.id,
      fee: sending ? draw.pick([12, 15, 18, 23, 30]) : null,
      expressStatus,
      signDate: expressStatus === '2' ? addDays(sendDate, draw.int(1, 3)) : null,
      handler,
      remark: null,
      sysOrgCode: seed.orgCodeOf(handler),
      ...audit(createTime, handler),
    })
  }
}
