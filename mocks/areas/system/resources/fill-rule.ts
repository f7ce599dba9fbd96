import type { CrudResource } from '../../../kernel/crud/resource'
import { controllerResource } from '../../../kernel/crud/entity-resource'

/** `SysFillRuleController`: the rules behind 系统编码规则 and the numbers forms pre-fill. */
export const fillRuleResource: CrudResource = {
  ...controllerResource('sys-fill-rule'),
  permissions: {
    add: 'fillRule:add',
    edit: 'fillRule:edit',
    delete: 'fillRule:delete',
    deleteBatch: 'fillRule:delete',
  },
  rules: { ruleName: [['maxChars', 100]], ruleCode: [['maxChars', 100]], ruleClass: ['max255'] },
  unique: [{ field: 'ruleCode', message: '规则编码已存在!' }],
  defaultSort: { column: 'createTime', order: 'desc' },
  messages: { edit: '编辑成功!', deleteBatch: '批量删除成功!' },
}
