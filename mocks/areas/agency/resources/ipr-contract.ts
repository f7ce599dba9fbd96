import type { Row } from '../../../kernel/db/table'
import { formatDate } from '../../../kernel/db/time'
import type { RequestContext } from '../../../kernel/routes/route'
import { failure, type ResultBody } from '../../../kernel/services/result'
import { omit } from '../../../kernel/services/omit'
import { textOf } from '../../../kernel/services/text'
import type { CrudResource } from '../../../kernel/crud/resource'
import { withOrgCode } from './ipr-common'
import { department, dueWithin, flagScope, mine } from '../../../kernel/crud/scope'
import { removeSubRows, replaceSubRows, subRows, type SubTable } from '../../../kernel/crud/sub-tables'
import { cents, toYuan, yuanText } from './ipr-money'
import { receivedOn, refreshContract, refreshPlan } from './ipr-settlement'
import { controllerResource } from '../../../kernel/crud/entity-resource'
import { crossCustomer } from './ipr-links'

/** `bpm_status` of a row under approval: 1 待提交, 2 处理中, 3 已完成, 4 已作废. */
export const BPM_STATUS = { draft: '1', running: '2', done: '3', void: '4' } as const

/** The payment plan, saved in the contract's body and tied to it by contractId. */
export const CONTRACT_SUB_TABLES: readonly SubTable[] = [
  { listKey: 'iprContractPlanList', entity: 'ipr-contract-plan', foreignKey: 'contractId' },
]
const [PLANS] = CONTRACT_SUB_TABLES as [SubTable]

/** A contract whose status is 执行中 (1) can run out; finished, ended or void ones cannot. */
const ended = (row: Row) => textOf(row.contractStatus) !== '1'

/**
 * The plan the save leaves (the body's rows when it carries the list, else the stored ones) must add up to the
 * amount the save leaves; an empty plan is allowed, since a contract is often signed before its instalments are agreed.
 */
export function planMismatch(
  context: RequestContext,
  body: Record<string, unknown>,
  existing: Row | undefined,
): ResultBody<null> | undefined {
  const rows: unknown[] = Array.isArray(body[PLANS.listKey])
    ? (body[PLANS.listKey] as unknown[])
    : existing
      ? subRows(context, PLANS, String(existing.id))
      : []
  if (rows.length === 0) return undefined
  const amount = cents(body.amount ?? existing?.amount)
  const total = rows.reduce<number>((sum, row) => sum + cents((row as Row).planAmount), 0)
  if (total === amount) return undefined
  return failure(`回款计划合计 ${yuanText(total)} 元与合同金额 ${yuanText(amount)} 元不一致，请调整回款计划后再保存`)
}

/**
 * A plan row that receipts have paid into stays, and keeps at least what they brought: the receipts name it, and its
 * 回款状态 is worked out from them.
 */
export function paidPlanRefusal(
  context: RequestContext,
  body: Record<string, unknown>,
  existing: Row | undefined,
): ResultBody<null> | undefined {
  if (!existing || !Array.isArray(body[PLANS.listKey])) return undefined
  const kept = new Map((body[PLANS.listKey] as Row[]).map((row) => [textOf(row?.id), row]))
  for (const plan of subRows(context, PLANS, String(existing.id))) {
    const received = receivedOn(context.db, 'planId', String(plan.id))
    if (received === 0) continue
    const name = `回款计划「第${textOf(plan.period)}期 ${textOf(plan.planName)}」`
    const row = kept.get(String(plan.id))
    if (!row) return failure(`${name}已收款 ${yuanText(received)} 元，不能删除`)
    if (cents(row.planAmount) < received)
      return failure(`${name}已收款 ${yuanText(received)} 元，计划回款金额不能少于已收金额`)
  }
  return undefined
}

/**
 * `IprContractController`: contracts with their payment plan. A contract under approval (处理中) cannot be edited
 * (nor deleted, by the approval lock every table under approval has), and its approval state only changes through the
 * workflow. What receipts settle (已回款, each plan
 * row's 回款状态) is the receipts' to say: a save cannot overwrite it.
 */
export const iprContractResource: CrudResource = {
  ...controllerResource('ipr-contract'),
  rules: { contractName: [['maxChars', 200]] },
  unique: [{ field: 'contractNo', message: '合同编号已存在' }],
  transient: [...CONTRACT_SUB_TABLES.map((sub) => sub.listKey), 'outstandingAmount'],
  generated: ['bpmStatus'],
  defaultSort: { column: 'createTime', order: 'desc' },
  dataRulePage: 'ipr/ContractList',
  // Contracts and customers are the business tables that keep a data log: each edit is a version in 数据日志.
  dataLog: true,
  listScope: flagScope({
    '1': mine('salesman'),
    '2': department('sysOrgCode'),
    '3': dueWithin('endDate', 30, ended),
  }),
  // What the customer still owes: the amount less the receipts, whose total the receipt resource keeps in receivedAmount.
  toJson: (row) => ({ ...row, outstandingAmount: toYuan(cents(row.amount) - cents(row.receivedAmount)) }),
  prepare(values, context, existing) {
    if (existing?.bpmStatus === BPM_STATUS.running) return failure('合同正在审批中，不能修改')
    const rest = omit(values, 'bpmStatus', 'receivedAmount')
    const signer = context.db.table<Row>('ipr_contact').get(textOf(values.customerSigner ?? existing?.customerSigner))
    const crossed =
      signer &&
      crossCustomer(
        context.db,
        { name: `签约人「${textOf(signer.name)}」`, customerId: signer.customerId },
        { name: '本合同', customerId: values.customerId ?? existing?.customerId },
      )
    if (crossed) return crossed
    return existing ? rest : { ...withOrgCode(rest, context), bpmStatus: BPM_STATUS.draft }
  },
  afterSave(row, body, context) {
    const id = String(row.id)
    if (Array.isArray(body[PLANS.listKey])) replaceSubRows(context, CONTRACT_SUB_TABLES, id, body)
    const today = formatDate(context.db.now())
    for (const plan of subRows(context, PLANS, id)) refreshPlan(context.db, String(plan.id), today)
    refreshContract(context.db, id)
  },
  beforeDelete(ids, context) {
    removeSubRows(context, CONTRACT_SUB_TABLES, ids)
  },
}
