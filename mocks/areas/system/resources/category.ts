import type { RequestContext } from '../../../kernel/routes/route'
import { failure } from '../../../kernel/services/result'
import type { CrudResource } from '../../../kernel/crud/resource'
import { nextOrgCode } from './depart'
import { textOf } from '../../../kernel/services/text'
import { controllerResource } from '../../../kernel/crud/entity-resource'

/** Root categories hang under pid "0"; codes grow three characters per level like department codes. */
export const ROOT_PID = '0'

function codeFor(context: RequestContext, pid: string): string {
  const all = context.db.table('sys_category').list()
  const parent = all.find((row) => row.id === pid)
  return nextOrgCode(
    all.flatMap((row) => (row.code === null ? [] : [row.code])),
    parent?.code ?? '',
  )
}

export const categoryResource: CrudResource = {
  ...controllerResource('sys-category'),
  permissions: {
    add: 'category:add',
    edit: 'category:edit',
    delete: 'category:delete',
    deleteBatch: 'category:delete',
    importExcel: 'category:add',
  },
  rules: { name: [['maxChars', 100]] },
  unique: [{ field: 'code', message: '分类编码已存在' }],
  tree: { parentField: 'pid', rootValue: ROOT_PID, hasChildField: 'hasChild' },
  importStyle: 'rows',
  excelFields: ['name', 'code'],
  prepare(values, context, existing) {
    if (existing) return values
    const pid = values.pid === null || values.pid === undefined || values.pid === '' ? ROOT_PID : textOf(values.pid)
    if (pid !== ROOT_PID && !context.db.table('sys_category').get(pid)) return failure('父级节点不存在')
    const code =
      values.code === null || values.code === undefined || values.code === '' ? codeFor(context, pid) : values.code
    return { ...values, pid, code, hasChild: '0', sysOrgCode: values.sysOrgCode ?? context.user?.orgCode ?? null }
  },
}
