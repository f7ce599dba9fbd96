import type { Row } from '../../../kernel/db/table'
import { failure } from '../../../kernel/services/result'
import { textOf } from '../../../kernel/services/text'
import type { CrudResource } from '../../../kernel/crud/resource'
import { stampOrgCodeOnAdd } from './ipr-common'
import { department, flagScope, mine } from '../../../kernel/crud/scope'
import { removeSubRows, replaceSubRows, type SubTable } from '../../../kernel/crud/sub-tables'
import { controllerResource } from '../../../kernel/crud/entity-resource'
import { feeFigures } from './fee-ledger'

/** A customer's contacts, saved in the customer's body and tied to it by customerId. */
export const CUSTOMER_SUB_TABLES: readonly SubTable[] = [
  { listKey: 'iprContactList', entity: 'ipr-contact', foreignKey: 'customerId' },
]

/** Rows that keep a customer alive: deleting it would leave them pointing at nothing. */
const DEPENDANTS = [
  { table: 'ipr_contract', noun: '份合同' },
  { table: 'ipr_case', noun: '个案件' },
] as const

/** `IprCustomerController`: the firm's customers with their contacts; 我的 is the salesman's own. */
export const iprCustomerResource: CrudResource = {
  ...controllerResource('ipr-customer'),
  rules: {
    customerName: [['maxChars', 100]],
    phone: ['max255'],
    email: ['email'],
    creditCode: ['lettersDigits'],
  },
  unique: [
    { field: 'customerNo', message: '客户编号已存在' },
    { field: 'customerName', message: '客户名称已存在' },
  ],
  transient: [...CUSTOMER_SUB_TABLES.map((sub) => sub.listKey), 'advancedAmount', 'unbilledAmount'],
  defaultSort: { column: 'createTime', order: 'desc' },
  dataRulePage: 'ipr/CustomerList',
  toJson: (row, context) => ({ ...row, ...feeFigures(context.db, 'customerId', String(row.id)) }),
  // Customers and contracts are the business tables that keep a data log: each edit is a version in 数据日志.
  dataLog: true,
  listScope: flagScope({ '1': mine('salesman'), '2': department('sysOrgCode') }),
  prepare: stampOrgCodeOnAdd,
  afterSave(row, body, context) {
    if (Array.isArray(body.iprContactList)) replaceSubRows(context, CUSTOMER_SUB_TABLES, String(row.id), body)
  },
  beforeDelete(ids, context) {
    for (const id of ids) {
      const counts = DEPENDANTS.map(
        ({ table, noun }) => [context.db.table<Row>(table).count((row) => row.customerId === id), noun] as const,
      ).filter(([count]) => count > 0)
      if (counts.length === 0) continue
      const name = context.db.table<Row>('ipr_customer').get(id)?.customerName ?? id
      const held = counts.map(([count, noun]) => `${count}${noun}`).join('、')
      return failure(`客户「${textOf(name)}」还有${held}，不能删除；请先删除或转移这些合同和案件`)
    }
    removeSubRows(context, CUSTOMER_SUB_TABLES, ids)
  },
}

/** `IprContactController`: contacts as their own list, filtered by customer. */
export const iprContactResource: CrudResource = {
  ...controllerResource('ipr-contact'),
  rules: { mobile: ['mobile'], email: ['email'] },
  prepare: stampOrgCodeOnAdd,
  defaultSort: { column: 'createTime', order: 'desc' },
}
