import type { CrudResource } from '../../kernel/crud/resource'

/** Workflow form-design links: which form a process's formKey opens. */
export const bpmFormResource: CrudResource = {
  basePath: '/act/process/form',
  entity: 'act-process-form',
  endpoints: ['list', 'add', 'edit', 'delete', 'deleteBatch', 'queryById'],
  permissions: {
    add: 'bpm:form:add',
    edit: 'bpm:form:edit',
    delete: 'bpm:form:delete',
    deleteBatch: 'bpm:form:delete',
  },
  rules: { formName: [['maxChars', 100]], formKey: [['maxChars', 64]], formUrl: ['max255'], remark: ['max255'] },
  unique: [{ field: 'formKey', message: '表单标识已存在' }],
  defaultSort: { column: 'createTime', order: 'desc' },
}
