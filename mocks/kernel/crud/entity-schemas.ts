import actProcessForm from '../../../schemas/entities/act-process-form.json'
import iprBillLine from '../../../schemas/entities/ipr-bill-line.json'
import iprBill from '../../../schemas/entities/ipr-bill.json'
import iprCaseAssign from '../../../schemas/entities/ipr-case-assign.json'
import iprCase from '../../../schemas/entities/ipr-case.json'
import iprCommissionRule from '../../../schemas/entities/ipr-commission-rule.json'
import iprContact from '../../../schemas/entities/ipr-contact.json'
import iprContractPlan from '../../../schemas/entities/ipr-contract-plan.json'
import iprContract from '../../../schemas/entities/ipr-contract.json'
import iprCustomer from '../../../schemas/entities/ipr-customer.json'
import iprDeadline from '../../../schemas/entities/ipr-deadline.json'
import iprExpense from '../../../schemas/entities/ipr-expense.json'
import iprExpress from '../../../schemas/entities/ipr-express.json'
import iprInfo from '../../../schemas/entities/ipr-info.json'
import iprDailyLog from '../../../schemas/entities/ipr-daily-log.json'
import iprLoanRepayment from '../../../schemas/entities/ipr-loan-repayment.json'
import iprLoan from '../../../schemas/entities/ipr-loan.json'
import iprReimburseItem from '../../../schemas/entities/ipr-reimburse-item.json'
import iprReimburse from '../../../schemas/entities/ipr-reimburse.json'
import iprSalaryBatch from '../../../schemas/entities/ipr-salary-batch.json'
import iprSalary from '../../../schemas/entities/ipr-salary.json'
import iprInvoice from '../../../schemas/entities/ipr-invoice.json'
import iprReceipt from '../../../schemas/entities/ipr-receipt.json'
import iprRefund from '../../../schemas/entities/ipr-refund.json'
import iprRequisition from '../../../schemas/entities/ipr-requisition.json'
import sysFillRule from '../../../schemas/entities/sys-fill-rule.json'
import jeecgOrderCustomer from '../../../schemas/entities/jeecg-order-customer.json'
import jeecgOrderMain from '../../../schemas/entities/jeecg-order-main.json'
import ossFile from '../../../schemas/entities/oss-file.json'
import jeecgOrderTicket from '../../../schemas/entities/jeecg-order-ticket.json'
import quartzJob from '../../../schemas/entities/quartz-job.json'
import sysAnnouncement from '../../../schemas/entities/sys-announcement.json'
import sysCategory from '../../../schemas/entities/sys-category.json'
import sysCheckRule from '../../../schemas/entities/sys-check-rule.json'
import sysMessageTemplate from '../../../schemas/entities/sys-message-template.json'
import sysMessage from '../../../schemas/entities/sys-message.json'
import sysDataLog from '../../../schemas/entities/sys-data-log.json'
import sysDataSource from '../../../schemas/entities/sys-data-source.json'
import sysDepartRole from '../../../schemas/entities/sys-depart-role.json'
import sysDepart from '../../../schemas/entities/sys-depart.json'
import sysDictItem from '../../../schemas/entities/sys-dict-item.json'
import sysDict from '../../../schemas/entities/sys-dict.json'
import sysGatewayRoute from '../../../schemas/entities/sys-gateway-route.json'
import sysLog from '../../../schemas/entities/sys-log.json'
import sysPermissionDataRule from '../../../schemas/entities/sys-permission-data-rule.json'
import sysPermission from '../../../schemas/entities/sys-permission.json'
import sysPosition from '../../../schemas/entities/sys-position.json'
import sysRole from '../../../schemas/entities/sys-role.json'
import sysTenant from '../../../schemas/entities/sys-tenant.json'
import sysUser from '../../../schemas/entities/sys-user.json'

import type { Resource } from '../../../schemas/rules/resource'

/** The part of an entity schema (schemas/meta/entity.schema.json) the engine reads. */
export interface EntityField {
  type?: string | string[]
  title?: string
  format?: string
  'x-dict'?: string
  'x-write-only'?: boolean
  /** Value rules of schemas/rules/common.json by name (schemas/rules/field-rules.ts). */
  'x-validator'?: ReadonlyArray<Readonly<Record<string, unknown>>>
}

export interface EntitySchema {
  $id: string
  title: string
  'x-label'?: string
  'x-table'?: string
  /** The controller: its mapping, endpoints and button codes (schemas/rules/resource.ts). */
  'x-resource'?: Resource
  /** Rows go through approval: the field holding bpm_status, and those the steps after approval may still fill in. */
  'x-process'?: { statusField: string; nameField?: string; afterApproval?: string[] }
  required?: string[]
  properties: Record<string, EntityField>
}

/**
 * The table entities the CRUD engine serves. Imported one by one rather than globbed so the same
 * module loads under vite, vitest and plain tsx (the e2e mock server).
 */
const SCHEMAS: readonly EntitySchema[] = [
  actProcessForm,
  iprBillLine,
  iprBill,
  iprCaseAssign,
  iprCase,
  iprCommissionRule,
  iprContact,
  iprContractPlan,
  iprContract,
  iprDeadline,
  iprCustomer,
  iprExpense,
  iprExpress,
  iprInfo,
  iprDailyLog,
  iprLoanRepayment,
  iprLoan,
  iprReimburseItem,
  iprReimburse,
  iprSalaryBatch,
  iprSalary,
  iprInvoice,
  iprReceipt,
  iprRefund,
  iprRequisition,
  jeecgOrderCustomer,
  jeecgOrderMain,
  jeecgOrderTicket,
  ossFile,
  quartzJob,
  sysAnnouncement,
  sysCategory,
  sysCheckRule,
  sysDataLog,
  sysDataSource,
  sysDepartRole,
  sysDepart,
  sysDictItem,
  sysFillRule,
  sysDict,
  sysGatewayRoute,
  sysLog,
  sysMessageTemplate,
  sysMessage,
  sysPermissionDataRule,
  sysPermission,
  sysPosition,
  sysRole,
  sysTenant,
  sysUser,
] as readonly EntitySchema[]

const BY_ID = new Map(SCHEMAS.map((schema) => [schema.$id, schema]))

/** The entities stored in a table of their own (`x-table`): the built-in backend's database tables. */
export const tableEntities = (): EntitySchema[] => SCHEMAS.filter((schema) => !!schema['x-table'])

export function entitySchema(id: string): EntitySchema {
  const schema = BY_ID.get(id)
  if (!schema) throw new Error(`No entity schema "${id}" in schemas/entities`)
  return schema
}

/** What a property holds, as the query engine and the validator need to know it. */
export type FieldKind = 'string' | 'integer' | 'number' | 'boolean' | 'date' | 'datetime'

export function fieldKind(field: EntityField): FieldKind {
  const types = Array.isArray(field.type) ? field.type : [field.type]
  if (types.includes('integer')) return 'integer'
  if (types.includes('number')) return 'number'
  if (types.includes('boolean')) return 'boolean'
  if (field.format === 'date-time') return 'datetime'
  if (field.format === 'date') return 'date'
  return 'string'
}
