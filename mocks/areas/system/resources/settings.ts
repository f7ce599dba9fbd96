import { encrypt } from '../../../kernel/services/cipher'
import { failure } from '../../../kernel/services/result'
import type { CrudResource } from '../../../kernel/crud/resource'
import { textOf } from '../../../kernel/services/text'
import { controllerResource } from '../../../kernel/crud/entity-resource'

const dataSourceController = controllerResource('sys-data-source')

/** `SysDataSourceController`: the password is stored encrypted (queryById decrypts it, the list does not). */
export const dataSourceResource: CrudResource = {
  ...dataSourceController,
  // queryById is a route of its own (routes/data-sources.ts): it answers the password in clear text.
  endpoints: dataSourceController.endpoints.filter((endpoint) => endpoint !== 'queryById'),
  permissions: {
    add: 'dataSource:add',
    edit: 'dataSource:edit',
    delete: 'dataSource:delete',
    deleteBatch: 'dataSource:delete',
    importExcel: 'dataSource:add',
  },
  rules: { code: [['maxChars', 100]], name: [['maxChars', 100]], remark: ['max255'] },
  unique: [{ field: 'code', message: '数据源编码已存在' }],
  excelFields: ['code', 'name', 'dbType', 'dbDriver', 'dbUrl', 'dbName', 'dbUsername', 'remark'],
  prepare(values, context) {
    const prepared: Record<string, unknown> = {
      ...values,
      sysOrgCode: values.sysOrgCode ?? context.user?.orgCode ?? null,
    }
    if (typeof values.dbPassword === 'string' && values.dbPassword !== '')
      prepared.dbPassword = encrypt(values.dbPassword)
    return prepared
  },
}

export const positionResource: CrudResource = {
  ...controllerResource('sys-position'),
  permissions: {
    add: 'position:add',
    edit: 'position:edit',
    delete: 'position:delete',
    deleteBatch: 'position:delete',
    importExcel: 'position:add',
  },
  rules: { code: [['maxChars', 64]], name: [['maxChars', 100]] },
  unique: [{ field: 'code', message: '职务编码已存在' }],
  importStyle: 'rows',
  excelFields: ['code', 'name', 'postRank'],
  prepare: (values, context, existing) =>
    existing ? values : { ...values, sysOrgCode: values.sysOrgCode ?? context.user?.orgCode ?? null },
}

interface CheckRuleItem {
  digits?: unknown
  pattern?: unknown
  message?: unknown
}

/** Parses `ruleJson`: a non-empty array of `{digits, pattern, message}` with compilable patterns. */
export function parseRuleJson(text: string): CheckRuleItem[] | string {
  let items: unknown
  try {
    items = JSON.parse(text)
  } catch {
    return '规则JSON格式不正确，应为数组：[{"digits":"*","pattern":"…","message":"…"}]'
  }
  if (!Array.isArray(items) || items.length === 0) return '规则JSON至少需要一条规则'
  for (const [index, item] of (items as CheckRuleItem[]).entries()) {
    if (
      item === null ||
      typeof item !== 'object' ||
      typeof item.pattern !== 'string' ||
      typeof item.message !== 'string'
    )
      return `第${index + 1}条规则缺少pattern或message`
    try {
      new RegExp(item.pattern)
    } catch {
      return `第${index + 1}条规则的正则表达式不正确：${item.pattern}`
    }
  }
  return items as CheckRuleItem[]
}

export const checkRuleResource: CrudResource = {
  ...controllerResource('sys-check-rule'),
  permissions: {
    add: 'checkRule:add',
    edit: 'checkRule:edit',
    delete: 'checkRule:delete',
    deleteBatch: 'checkRule:delete',
    importExcel: 'checkRule:add',
  },
  rules: { ruleName: [['maxChars', 100]], ruleCode: [['maxChars', 100]], ruleDescription: ['max255'] },
  unique: [{ field: 'ruleCode', message: '规则编码已存在' }],
  excelFields: ['ruleName', 'ruleCode', 'ruleJson', 'ruleDescription'],
  prepare(values) {
    if (values.ruleJson === undefined) return values
    const parsed = parseRuleJson(textOf(values.ruleJson))
    return typeof parsed === 'string' ? failure(parsed) : values
  },
}
