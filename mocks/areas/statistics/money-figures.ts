import { iprContractResource } from '../agency/resources/ipr-contract'
import { iprExpenseResource } from '../agency/resources/ipr-expense'
import { feePaid } from '../agency/open-states'
import type { Row } from '../../kernel/db/table'
import { textOf } from '../../kernel/services/text'
import type { RequestContext } from '../../kernel/routes/route'
import { groupLines, sumYuan, type GroupLine } from './group'
import { dictNaming, rowNaming, timeNaming, userNaming, type Naming } from './names'
import { bucketOf, bucketsOf, unitFor, within, type Period } from './period'
import { visibleRows } from './visible-rows'

export interface ContractFigures extends Record<string, number> {
  count: number
  /** Σ contract amount (yuan). */
  amount: number
  /** Σ collected so far on those contracts. */
  received: number
  /** Σ still to collect. */
  outstanding: number
}

export interface FeeFigures extends Record<string, number> {
  count: number
  amount: number
  /** Σ of the fees paid (已缴/已付) or written off (已核销). */
  paid: number
  unpaid: number
}

export const CONTRACT_GROUPINGS = ['contractType', 'salesman', 'customer', 'time'] as const
export type ContractGrouping = (typeof CONTRACT_GROUPINGS)[number]

export const FEE_GROUPINGS = ['feeCategory', 'feeStatus', 'time'] as const
export type FeeGrouping = (typeof FEE_GROUPINGS)[number]

/** A voided contract (合同状态 or 审批状态 已作废) was never business. */
const voided = (row: Row) => textOf(row.contractStatus) === '4' || textOf(row.bpmStatus) === '4'

/** The contracts the user may see signed in the period. */
export const contractsOf = (context: RequestContext, period: Period): Row[] =>
  visibleRows(context, iprContractResource).filter((row) => !voided(row) && within(row.signDate, period))

export function measureContracts(rows: readonly Row[]): ContractFigures {
  const amount = sumYuan(rows, (row) => row.amount)
  const received = sumYuan(rows, (row) => row.receivedAmount)
  return { count: rows.length, amount, received, outstanding: Math.round((amount - received) * 100) / 100 }
}

export function measureFees(rows: readonly Row[]): FeeFigures {
  const amount = sumYuan(rows, (row) => row.amount)
  const paid = sumYuan(rows.filter(feePaid), (row) => row.amount)
  return { count: rows.length, amount, paid, unpaid: Math.round((amount - paid) * 100) / 100 }
}

type Groupings<G extends string> = Record<G, { key: (row: Row) => string; naming: () => Naming }>

/** The contract figures of the period (by signing date), one line per group. */
export function contractLines(
  context: RequestContext,
  period: Period,
  by: ContractGrouping,
): GroupLine<ContractFigures>[] {
  const { db } = context
  const unit = unitFor(period)
  const groupings: Groupings<ContractGrouping> = {
    contractType: { key: (row) => textOf(row.contractType), naming: () => dictNaming(db, 'ipr_contract_type') },
    salesman: { key: (row) => textOf(row.salesman), naming: () => userNaming(db) },
    customer: { key: (row) => textOf(row.customerId), naming: () => rowNaming(db, 'ipr_customer', 'customerName') },
    time: { key: (row) => bucketOf(row.signDate, unit), naming: () => timeNaming(bucketsOf(period, unit)) },
  }
  const grouping = groupings[by]
  return groupLines(contractsOf(context, period), grouping.key, grouping.naming(), measureContracts, 'amount')
}

/** The fee figures of the period (by the date the fee was entered), one line per group. */
export function feeLines(context: RequestContext, period: Period, by: FeeGrouping): GroupLine<FeeFigures>[] {
  const { db } = context
  const unit = unitFor(period)
  const groupings: Groupings<FeeGrouping> = {
    feeCategory: { key: (row) => textOf(row.feeCategory), naming: () => dictNaming(db, 'ipr_fee_category') },
    feeStatus: { key: (row) => textOf(row.feeStatus), naming: () => dictNaming(db, 'ipr_expense_status') },
    time: { key: (row) => bucketOf(row.createTime, unit), naming: () => timeNaming(bucketsOf(period, unit)) },
  }
  const grouping = groupings[by]
  const fees = visibleRows(context, iprExpenseResource).filter((row) => within(row.createTime, period))
  return groupLines(fees, grouping.key, grouping.naming(), measureFees, 'amount')
}
