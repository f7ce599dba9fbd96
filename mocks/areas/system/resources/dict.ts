import type { CrudResource } from '../../../kernel/crud/resource'
import { controllerResource } from '../../../kernel/crud/entity-resource'

export const dictResource: CrudResource = {
  ...controllerResource('sys-dict'),
  permissions: {
    add: 'dict:add',
    edit: 'dict:edit',
    delete: 'dict:delete',
    deleteBatch: 'dict:delete',
    importExcel: 'dict:import',
  },
  rules: { dictName: [['maxChars', 100]], dictCode: [['maxChars', 100]], description: ['max255'] },
  unique: [{ field: 'dictCode', message: '字典编码已存在' }],
  importStyle: 'rows',
  excelFields: ['dictName', 'dictCode', 'description'],
  listCodeZero: true,
  prepare: (values, _context, existing) => (existing ? values : { ...values, type: values.type ?? 0 }),
  messages: { add: '保存成功！', deleteBatch: '删除成功!' },
}

export const dictItemResource: CrudResource = {
  ...controllerResource('sys-dict-item'),
  permissions: { add: 'dict:item', edit: 'dict:item', delete: 'dict:item', deleteBatch: 'dict:item' },
  rules: { itemText: [['maxChars', 100]], itemValue: [['maxChars', 100]], description: ['max255'] },
  defaultSort: { column: 'sortOrder', order: 'asc' },
  prepare: (values, _context, existing) =>
    existing ? values : { ...values, status: values.status ?? 1, sortOrder: values.sortOrder ?? 1 },
  messages: { add: '保存成功！', deleteBatch: '删除成功!' },
}
