import type { RequestContext } from '../../../kernel/routes/route'
import type { CrudResource, Endpoint, WriteEndpoint } from '../../../kernel/crud/resource'

/** Every agency list offers the whole set: the code generator's controllers map all eight. */
export const AGENCY_ENDPOINTS: readonly Endpoint[] = [
  'list',
  'add',
  'edit',
  'delete',
  'deleteBatch',
  'queryById',
  'exportXls',
  'importExcel',
]

/** The button codes of one agency list (`ipr:case:add` …), as the menu seed grants them. */
export const agencyPermissions = (prefix: string): Partial<Record<WriteEndpoint, string>> => ({
  add: `${prefix}:add`,
  edit: `${prefix}:edit`,
  delete: `${prefix}:delete`,
  deleteBatch: `${prefix}:delete`,
  exportXls: `${prefix}:export`,
  importExcel: `${prefix}:import`,
})

/** `MyMetaObjectHandler.insertFill` also stamps `sys_org_code` with the signed-in user's department. */
export function withOrgCode(values: Record<string, unknown>, context: RequestContext): Record<string, unknown> {
  return values.sysOrgCode ? values : { ...values, sysOrgCode: context.user?.orgCode ?? null }
}

/** The `prepare` of a list with nothing else to check: new rows get the department stamp. */
export const stampOrgCodeOnAdd: NonNullable<CrudResource['prepare']> = (values, context, existing) =>
  existing ? values : withOrgCode(values, context)
