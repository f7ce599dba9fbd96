import type { RequestContext } from '../../../kernel/routes/route'
import type { CrudResource } from '../../../kernel/crud/resource'

/** `MyMetaObjectHandler.insertFill` also stamps `sys_org_code` with the signed-in user's department. */
export function withOrgCode(values: Record<string, unknown>, context: RequestContext): Record<string, unknown> {
  return values.sysOrgCode ? values : { ...values, sysOrgCode: context.user?.orgCode ?? null }
}

/** The `prepare` of a list with nothing else to check: new rows get the department stamp. */
export const stampOrgCodeOnAdd: NonNullable<CrudResource['prepare']> = (values, context, existing) =>
  existing ? values : withOrgCode(values, context)
