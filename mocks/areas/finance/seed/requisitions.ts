import type { Row } from '../../../kernel/db/table'
import { textOf } from '../../../kernel/services/text'
import { audit } from '../../../kernel/seed/context'
import { addDays, createNumberer, hundreds, spreadOver, type AgencySeed } from '../../agency/seed/support'

/** What staff ask money for besides official fees, with the usual payees. */
const OTHER_NEEDS: ReadonlyArray<readonly [reqType: string, reason: string, payee: string, min: number, max: number]> =
  [
    ['2', '委托翻译公司翻译PCT申请文件', '北京译信翻译有限公司', 2000, 12000],
    ['2', '专利检索报告外包', '知识产权出版社有限责任公司', 1500, 6000],
    ['2', '公证处出具转让公证', '北京市中信公证处', 500, 2000],
    ['3', '采购档案柜与办公用品', '北京晨光办公用品有限公司', 800, 5000],
    ['4', '前台备用金', '财务部', 1000, 3000],
    ['9', '客户来访接待', '北京全聚德餐饮有限公司', 500, 2500],
  ]

/**
 * 代缴官费 requests for the official fees the firm paid in the last year (approved and paid a few days before the fee's
 * payment date), and forty others; the three newest are still being asked for (待提交) or were voided.
 */
export function seedRequisitions(seed: AgencySeed): void {
  const { ctx, draw, today } = seed
  const number = createNumberer()
  const yearAgo = addDays(today, -365)
  const drafts: Record<string, unknown>[] = []
  const paidFees = ctx.db
    .table<Row>('ipr_expense')
    .list((fee) => fee.feeCategory === '1' && fee.feeStatus === '3' && textOf(fee.paidDate) >= yearAgo)
  for (const fee of paidFees) {
    const asked = addDays(textOf(fee.paidDate), -draw.int(3, 10))
    drafts.push({
      createTime: `${asked} 10:00:00`,
      applicant: textOf(fee.handler),
      reqType: '1',
      caseId: fee.caseId,
      customerId: fee.customerId,
      expenseId: fee.id,
      amount: fee.amount,
      reason: `代缴${textOf(fee.feeName)}`,
      payee: '国家知识产权局',
      expectDate: textOf(fee.paidDate),
      payStatus: '1',
      payDate: textOf(fee.paidDate),
      bpmStatus: '3',
    })
  }
  // Whatever day the seed is made on, the last ten days hold two requests still being asked for and a voided one.
  const others = [
    ...spreadOver(seed, 37, 365, 10).map((createTime) => ({ createTime, bpmStatus: '3' })),
    ...spreadOver(seed, 3, 9, 1).map((createTime, index) => ({ createTime, bpmStatus: ['1', '4', '1'][index] })),
  ]
  for (const { createTime, bpmStatus } of others) {
    const [reqType, reason, payee, min, max] = draw.pick(OTHER_NEEDS)
    const asked = createTime.slice(0, 10)
    drafts.push({
      createTime,
      applicant: draw.pick(['jeecg', 'tiantian', 'sunqi', 'xiaoguodong', 'caolihua']),
      reqType,
      caseId: null,
      customerId: null,
      expenseId: null,
      amount: hundreds(draw, min, max),
      reason,
      payee,
      expectDate: addDays(asked, 7),
      payStatus: bpmStatus === '3' ? '1' : '0',
      payDate: bpmStatus === '3' ? addDays(asked, draw.int(2, 7)) : null,
      bpmStatus,
    })
  }
  drafts.sort((a, b) => textOf(a.createTime).localeCompare(textOf(b.createTime)))
  for (const { createTime, applicant, ...request } of drafts) {
    const dept = seed.orgCodeOf(textOf(applicant))
    ctx.db.table('ipr_requisition').insert({
      id: ctx.id(),
      reqNo: number('YK', textOf(createTime)),
      applicant,
      dept,
      payeeBank: null,
      payeeAccount: null,
      attachment: null,
      ...request,
      sysOrgCode: dept,
      ...audit(textOf(createTime), textOf(applicant)),
    })
  }
}
