import type { Row } from '../../../kernel/db/table'
import { failure } from '../../../kernel/services/result'
import { textOf } from '../../../kernel/services/text'
import type { CrudResource } from '../../../kernel/crud/resource'
import { department, dueWithin, flagScope, mine, overdue } from '../../../kernel/crud/scope'
import { withOrgCode } from './ipr-common'
import { controllerResource } from '../../../kernel/crud/entity-resource'
import { isRefusal } from './ipr-approval'
import { feeLinkProblem, refreshFeePayment } from './fee-ledger'
import { withNumber } from './ipr-fill-number'
import { IP_RECORD_NUMBERS } from './ipr-record-numbers'
import { numberRefusal, TRADEMARK_NUMBER_RULES } from './checked-numbers'

/**
 * `ipr_flag`: the five kinds of IP record the one list serves, each with the menu page that fixes it. A row's kind
 * names the page whose data rules (数据规则) reach it, as `@PermissionData(pageComponent)` would on a controller method
 * per page.
 */
const KIND_PAGES: Readonly<Record<string, string>> = {
  '1': 'ipr/CopyrightList',
  '2': 'ipr/TrademarkList',
  '3': 'ipr/ProjectList',
  '4': 'ipr/TransferList',
  '5': 'ipr/PaymentList',
}

/**
 * The date a kind is due by and the status that means nothing is left to do: a project's 申报截止日 until it is
 * submitted, a payment's 缴费截止日 until it is paid, a trademark's expiry until it is renewed or lapsed.
 */
const settled = (row: Row): boolean => {
  switch (textOf(row.iprFlag)) {
    case '2':
      return ['8', '9'].includes(textOf(row.trademarkStatus))
    case '3':
      return textOf(row.projectStatus) !== '0' && textOf(row.projectStatus) !== '1'
    case '5':
      return textOf(row.payStatus) !== '0' && textOf(row.payStatus) !== '2'
    default:
      return true
  }
}
const dueField = (row: Row) => (textOf(row.iprFlag) === '2' ? 'expireDate' : 'deadline')
const withDue = (row: Row): Row => ({ ...row, dueDate: row[dueField(row)] })

/**
 * `IprInfoController`: copyrights, trademarks, project applications, transfers and official-fee payments in one
 * table. The list always filters by the `iprFlag` its page sends (an ordinary entity column); each page adds to
 * `add/{iprFlag}` and is numbered by its kind's fill rule. A payment naming a fee of a case (费用) pays that fee: its case and customer follow the fee, and a
 * fee another record pays already is refused.
 */
export const iprInfoResource: CrudResource = {
  ...controllerResource('ipr-info'),
  rules: { iprName: [['maxChars', 200]] },
  unique: [{ field: 'iprNo', message: '编号已存在' }],
  defaultSort: { column: 'createTime', order: 'desc' },
  dataRulePage: (row) => KIND_PAGES[textOf(row.iprFlag)],
  listScope: flagScope({
    '1': mine('handler'),
    '2': department('sysOrgCode'),
    '3': (context) => {
      const test = overdue('dueDate', settled)(context)
      return (row) => test(withDue(row))
    },
    '4': (context) => {
      const test = dueWithin('dueDate', 30, settled)(context)
      return (row) => test(withDue(row))
    },
  }),
  prepare(values, context, existing) {
    // A record keeps its kind; a new one takes the kind of the page it is added on (`add/{iprFlag}`), whatever
    // the body says, so a 商标 page never files a copyright.
    const kind = textOf(existing?.iprFlag ?? context.params.iprFlag ?? values.iprFlag)
    if (!(kind in KIND_PAGES)) return failure('知产类别不正确')
    // A trademark (商标)'s 申请号 and 注册号 follow the trademark form's check rule.
    const badNumber = kind === '2' ? numberRefusal(context.db, values, existing, TRADEMARK_NUMBER_RULES) : undefined
    if (badNumber) return badNumber
    const expenseId = kind === '5' ? textOf(values.expenseId ?? existing?.expenseId) : ''
    const fee = expenseId
      ? feeLinkProblem(
          context.db,
          expenseId,
          textOf(values.caseId ?? existing?.caseId),
          existing && String(existing.id),
        )
      : undefined
    if (fee && isRefusal(fee)) return fee
    const linked = { ...values, iprFlag: kind, ...(fee && { caseId: fee.caseId, customerId: fee.customerId }) }
    return existing ? linked : withNumber(withOrgCode(linked, context), context, 'iprNo', IP_RECORD_NUMBERS[kind][1])
  },
  afterSave(row, _body, context, previous) {
    for (const expenseId of new Set([textOf(row.expenseId), textOf(previous?.expenseId)]))
      if (expenseId) refreshFeePayment(context.db, expenseId)
  },
  beforeDelete(ids, context) {
    for (const row of context.db.table<Row>('ipr_info').list((each) => ids.includes(String(each.id))))
      if (row.expenseId) refreshFeePayment(context.db, textOf(row.expenseId), ids)
  },
}
