import type { Row } from '../../../kernel/db/table'
import type { RequestContext } from '../../../kernel/routes/route'
import { hashPassword, randomSalt } from '../../../kernel/services/password'
import { failure } from '../../../kernel/services/result'
import { USER_WRITE_ONLY } from '../../../kernel/services/users'
import type { CrudResource } from '../../../kernel/crud/resource'
import { omit } from '../../../kernel/services/omit'
import { controllerResource } from '../../../kernel/crud/entity-resource'

/** `SysUserController.importExcel` gives imported accounts this password. */
const IMPORTED_PASSWORD = '123456'

const ids = (value: unknown) => (typeof value === 'string' ? value.split(',').filter(Boolean) : [])

/** Names of a user's departments, joined: the transient `orgCodeTxt` the list shows. */
function departNames(context: RequestContext, userId: string): string {
  const departIds = new Set(
    context.db
      .table('sys_user_depart')
      .list((link) => link.userId === userId)
      .map((link) => link.depId),
  )
  return context.db
    .table('sys_depart')
    .list((depart) => departIds.has(depart.id))
    .map((depart) => depart.departName)
    .join(',')
}

/** `list?departId=` (members of a department) and `list?code=` (an id list), on top of the entity filters. */
function inScope(row: Row, context: RequestContext): boolean {
  const departId = context.query.get('departId')
  if (departId) {
    const member = context.db
      .table('sys_user_depart')
      .first((link) => link.userId === row.id && link.depId === departId)
    if (!member) return false
  }
  const code = context.query.get('code')
  return !code || code.split(',').includes(String(row.id))
}

/** `saveUser` / `editUser`: replace the role and department links with the ones the form chose. */
function saveLinks(row: Row, body: Record<string, unknown>, context: RequestContext): void {
  const userId = String(row.id)
  if ('selectedroles' in body) {
    context.db.table('sys_user_role').purgeWhere((link) => link.userId === userId)
    for (const roleId of ids(body.selectedroles)) context.db.table('sys_user_role').insert({ userId, roleId })
  }
  if ('selecteddeparts' in body) {
    const departs = ids(body.selecteddeparts)
    context.db.table('sys_user_depart').purgeWhere((link) => link.userId === userId)
    for (const depId of departs) context.db.table('sys_user_depart').insert({ userId, depId })
    // The current department follows the first chosen one when the old one is no longer among them.
    const current = context.db.table('sys_depart').list((depart) => departs.includes(depart.id))
    if (!current.some((depart) => depart.orgCode === row.orgCode))
      context.db.table('sys_user').update(userId, { orgCode: current[0]?.orgCode ?? null })
  }
}

export const userResource: CrudResource = {
  ...controllerResource('sys-user'),
  dataRulePage: 'system/UserList',
  readableWithoutMenu: true,
  permissions: {
    add: 'user:add',
    edit: 'user:edit',
    delete: 'user:delete',
    deleteBatch: 'user:batchDelete',
    importExcel: 'user:import',
  },
  rules: { username: ['username'], phone: ['mobile'], email: ['email'] },
  unique: [
    { field: 'username', message: '用户账号已存在' },
    { field: 'workNo', message: '工号已存在' },
    { field: 'phone', message: '手机号已存在' },
    { field: 'email', message: '邮箱已存在' },
  ],
  transient: ['orgCodeTxt', 'homePath'],
  importStyle: 'rows',
  excelFields: ['username', 'realname', 'sex', 'birthday', 'email', 'phone', 'workNo', 'post', 'telephone', 'status'],
  listScope: inScope,
  toJson: (row, context) => ({
    ...omit(row, ...USER_WRITE_ONLY),
    id: row.id,
    orgCodeTxt: departNames(context, String(row.id)),
  }),
  prepare(values, _context, existing) {
    if (existing) {
      // Passwords change through changePassword/updatePassword only; edit never touches them.
      return omit(values, 'password', 'username')
    }
    const salt = randomSalt()
    const password = typeof values.password === 'string' && values.password !== '' ? values.password : IMPORTED_PASSWORD
    return {
      ...values,
      salt,
      password: hashPassword(String(values.username), password, salt),
      status: values.status ?? 1,
      delFlag: 0,
      activitiSync: values.activitiSync ?? 1,
    }
  },
  afterSave: saveLinks,
  beforeDelete(ids, context) {
    // Users are only flagged deleted (recycle bin); their links go when the bin is emptied.
    if (ids.includes(context.user!.id)) return failure('不能删除当前登录用户')
  },
  messages: { edit: '修改成功!', delete: '删除用户成功', deleteBatch: '批量删除用户成功' },
}
