import type { Row } from '../db/table'
import { formatDate, formatDateTime } from '../db/time'
import type { RequestContext } from '../routes/route'
import { compileFilter } from '../services/sql-filter'
import { fieldKind, type EntitySchema, type FieldKind } from './entity-schemas'
import { conditionMatches, javaSplit, ruleByName, type Condition } from './query/rules'
import { textOf } from '../services/text'

type RowTest = (row: Row) => boolean

/** `QueryRuleEnum.SQL_RULES`: the rule's value is a WHERE fragment rather than a comparison on its column. */
const SQL_RULES = 'USE_SQL_RULES'

/**
 * The data rules (数据规则) in force for the signed-in user on a page: `ISysPermissionDataRuleService
 * .queryPermissionDataRules` — the active rules (status 1) of the menus rendering that component which the
 * user's roles and department roles were given (`data_rule_ids` of `sys_role_permission` and
 * `sys_depart_role_permission`, united as `queryDataRuleIds` unites them).
 */
function rulesInForce(context: RequestContext, isPage: (menu: Row) => boolean): Row[] {
  const user = context.user
  if (!user) return []
  const menuIds = new Set(
    context.db
      .table('sys_permission')
      .list((menu) => isPage(menu) && String(menu.delFlag ?? 0) !== '1')
      .map((menu) => menu.id),
  )
  const roleIds = new Set(
    context.db
      .table('sys_user_role')
      .list((link) => link.userId === user.id)
      .map((link) => link.roleId),
  )
  const departRoleIds = new Set(
    context.db
      .table('sys_depart_role_user')
      .list((link) => link.userId === user.id)
      .map((link) => link.droleId),
  )
  const grants = [
    ...context.db
      .table('sys_role_permission')
      .list((grant) => roleIds.has(grant.roleId) && menuIds.has(grant.permissionId)),
    ...context.db
      .table('sys_depart_role_permission')
      .list((grant) => departRoleIds.has(grant.roleId) && menuIds.has(grant.permissionId)),
  ]
  const ruleIds = new Set(grants.flatMap((grant) => javaSplit(String(grant.dataRuleIds ?? ''), ',')).filter(Boolean))
  return context.db
    .table('sys_permission_data_rule')
    .list((rule) => ruleIds.has(rule.id) && String(rule.status) === '1')
}

/** `JwtUtil.getUserSystemData`: the value of a `#{…}` system variable, with any text after the brace appended. */
function systemVariable(context: RequestContext, text: string): string | null {
  if (!text.includes('#{')) return null
  const close = text.indexOf('}')
  const name = text.slice(2, close)
  const suffix = text.slice(close + 1)
  const user = context.user!
  const departCodes = () => {
    const departIds = new Set(
      context.db
        .table('sys_user_depart')
        .list((link) => link.userId === user.id)
        .map((link) => link.depId),
    )
    return context.db
      .table('sys_depart')
      .list((depart) => departIds.has(depart.id))
      .map((depart) => depart.orgCode)
      .join(',')
  }
  const values: Record<string, () => string | null> = {
    sys_user_code: () => user.username,
    sys_user_name: () => user.realname,
    sys_org_code: () => user.orgCode,
    sys_multi_org_code: departCodes,
    sys_date: () => formatDate(context.db.now()),
    sys_time: () => formatDateTime(context.db.now()),
    tenant_id: () => context.request.headers.get('tenant-id'),
  }
  const camel = name.replace(/([A-Z])/g, '_$1').toLowerCase()
  const value = (values[name] ?? values[camel])?.()
  return value === undefined || value === null ? null : value + suffix
}

/** `converRuleValue`: a system variable's value, else the text as written. */
const ruleValue = (context: RequestContext, text: string) => systemVariable(context, text) ?? text

/** `getSqlRuleValue`: every `#{name}` of a SQL rule replaced by its value. */
const sqlWithVariables = (context: RequestContext, sql: string) =>
  sql.replace(/#\{[^}]+\}/g, (variable) => systemVariable(context, variable) ?? '')

/**
 * `QueryGenerator.installAuthMplus`: a test every row must pass under the given rules. Column rules are keyed by
 * column, so a later rule on the same column replaces an earlier one (the real rule map is a HashMap); rules on
 * columns the table does not have are ignored, as are rules of an unknown condition.
 */
function rulesTest(context: RequestContext, rules: Row[], kindOf: (column: string) => FieldKind | undefined): RowTest {
  const byColumn = new Map<string, Row>()
  const tests: RowTest[] = []
  for (const rule of rules) {
    if (rule.ruleConditions === SQL_RULES) {
      // A fragment the in-memory SQL cannot read throws, which the list answers as 操作失败 like a failing query.
      tests.push(compileFilter(sqlWithVariables(context, textOf(rule.ruleValue))).where)
    } else {
      byColumn.set(String(rule.ruleColumn), rule)
    }
  }
  for (const [column, rule] of byColumn) {
    const kind = kindOf(column)
    const operator = ruleByName(String(rule.ruleConditions))
    if (!kind || !operator) continue
    const value = ruleValue(context, textOf(rule.ruleValue))
    const condition: Condition = {
      field: column,
      rule: operator,
      value: operator === 'in' ? javaSplit(value, ',') : value,
    }
    tests.push((row) => conditionMatches(row, condition, kind))
  }
  return (row) => tests.every((test) => test(row))
}

/** `@PermissionData(pageComponent)`: the rules of the menus rendering that component, over an entity's rows. */
export function dataRuleFilter(context: RequestContext, component: string, schema: EntitySchema): RowTest {
  const rules = rulesInForce(context, (menu) => menu.component === component)
  return rulesTest(context, rules, (column) => {
    const field = schema.properties[column]
    return field ? fieldKind(field) : undefined
  })
}

/**
 * `PermissionDataAspect` on a call without a page component (online forms and reports): the rules of the menu whose
 * URL the call maps to (`UrlMatchEnum`: `getData/{code}` → `/online/cgformList/{code}`), over rows keyed by column.
 */
export function menuUrlRuleFilter(
  context: RequestContext,
  url: string,
  kindOf: (column: string) => FieldKind | undefined,
): RowTest {
  return rulesTest(
    context,
    rulesInForce(context, (menu) => menu.url === url),
    kindOf,
  )
}
