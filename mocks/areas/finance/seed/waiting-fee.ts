import type { Row } from '../../../kernel/db/table'
import type { AgencySeed } from '../../agency/seed/support'

/**
 * The newest case's official fee, recorded today and waiting to be billed: the bill form offers the newest cases first,
 * and the clerk's next bill starts there.
 */
export function seedWaitingFee({ ctx }: AgencySeed): void {
  const cases = ctx.db.table<Row>('ipr_case')
  const fees = ctx.db.table<Row>('ipr_expense')
  const newest = cases.list(() => true).sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)))[0]
  const template = fees.first(() => true)
  if (!newest || !template || fees.first((fee) => fee.caseId === newest.id && fee.feeStatus === '0')) return
  fees.insert({ ...template, id: ctx.id(), caseId: newest.id, customerId: newest.customerId, feeStatus: '0' })
}
