import type { CrudResource } from '../../kernel/crud/resource'
import { controllerResource } from '../../kernel/crud/entity-resource'

/** Workflow form-design links: which form a process's formKey opens. */
export const bpmFormResource: CrudResource = {
  ...controllerResource('act-process-form'),
  rules: { formName: [['maxChars', 100]], formKey: [['maxChars', 64]], formUrl: ['max255'], remark: ['max255'] },
  unique: [{ field: 'formKey', message: '表单标识已存在' }],
  defaultSort: { column: 'createTime', order: 'desc' },
}
