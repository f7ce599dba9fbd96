import type { Row } from '../../../kernel/db/table'
import { logOperation, OPERATE_TYPE } from '../../../kernel/crud/audit'
import { withDictText } from '../../../kernel/crud/dict-text'
import { schemaOf, splitIds, toJson } from '../../../kernel/crud/engine'
import { paginate, queryRows } from '../../../kernel/crud/query'
import { userResource } from '../resources/user'
import { crudRoutes } from '../../../kernel/crud/routes'
import { hashPassword } from '../../../kernel/services/password'
import { failure, ok, okMessage, plain, result, succeed } from '../../../kernel/services/result'
import { findUserByUsername } from '../../../kernel/services/users'
import type { RequestContext, Route } from '../../../kernel/routes/route'
import { textOf } from '../../../kernel/services/text'

type Json = Record<string, unknown>

/** Users of the given departments and every department below them (by `orgCode` prefix). */
function usersUnderDeparts(context: RequestContext, departIds: string[]): Set<string> {
  const departs = context.db.table('sys_depart').list()
  const prefixes = departs.filter((depart) => departIds.includes(depart.id)).map((depart) => depart.orgCode)
  const inTree = new Set(
    departs.filter((depart) => prefixes.some((prefix) => depart.orgCode.startsWith(prefix))).map((depart) => depart.id),
  )
  return new Set(
    context.db
      .table('sys_user_depart')
      .list((link) => inTree.has(link.depId))
      .map((link) => link.userId),
  )
}

/** A page of user rows as the list shows them: JSON view, then the dictionary aspect. */
function userPage(context: RequestContext, rows: Row[], params: URLSearchParams = context.query) {
  const page = paginate(rows, params)
  return {
    ...page,
    records: withDictText(
      context.db,
      schemaOf(userResource),
      page.records.map((row) => toJson(userResource, context, row)),
    ),
  }
}

const likeParam = (value: string | null) => (value ? `*${value}*` : '')

export const userAdminRoutes: Route[] = [
  ...crudRoutes(userResource),
  {
    path: '/sys/user/frozenBatch',
    methods: ['PUT'],
    permission: 'user:frozen',
    async handle(context) {
      const body = await context.body<Json>()
      const status = Number.parseInt(String(body.status), 10)
      if (Number.isNaN(status)) return failure('操作失败，状态不正确')
      for (const id of textOf(body.ids).split(',').filter(Boolean)) context.db.table('sys_user').update(id, { status })
      logOperation(context, {
        content: `用户管理-${status === 2 ? '冻结' : '解冻'}`,
        operateType: OPERATE_TYPE.edit,
        controller: 'SysUserController',
        action: 'frozenBatch',
        param: body,
      })
      return succeed('操作成功!')
    },
  },
  {
    path: '/sys/user/queryUserRole',
    methods: ['GET'],
    handle(context) {
      const userId = context.requiredParam('userid')
      return plain(
        context.db
          .table('sys_user_role')
          .list((link) => link.userId === userId)
          .map((link) => link.roleId),
      )
    },
  },
  {
    // `DepartIdModel`: {key, value, title} of each department of the user.
    path: '/sys/user/userDepartList',
    methods: ['GET'],
    handle(context) {
      const userId = context.requiredParam('userId')
      const ids = new Set(
        context.db
          .table('sys_user_depart')
          .list((link) => link.userId === userId)
          .map((link) => link.depId),
      )
      const departs = context.db.table('sys_depart').list((depart) => ids.has(depart.id))
      return result({
        message: '查找成功',
        result: departs.map((depart) => ({ key: depart.id, value: depart.id, title: depart.departName })),
      })
    },
  },
  {
    path: '/sys/user/queryUserByDepId',
    methods: ['GET'],
    handle(context) {
      const members = usersUnderDeparts(context, [context.requiredParam('id')])
      const realname = context.query.get('realname')?.trim()
      const users = context.db
        .table('sys_user')
        .list((user) => members.has(user.id) && (!realname || (user.realname ?? '').includes(realname)))
      return plain(users.map((user) => toJson(userResource, context, user)))
    },
  },
  {
    path: '/sys/user/queryByIds',
    methods: ['GET'],
    handle(context) {
      const ids = context.requiredParam('userIds').split(',')
      return plain(
        context.db
          .table('sys_user')
          .list((user) => ids.includes(user.id))
          .map((user) => toJson(userResource, context, user)),
      )
    },
  },
  {
    // The administrator sets someone else's password; the account's own change is updatePassword.
    path: '/sys/user/changePassword',
    methods: ['PUT'],
    permission: 'user:edit',
    async handle(context) {
      const body = await context.body<Json>()
      if (!body.username) return failure('用户名不能为空！')
      const user = findUserByUsername(context.db, body.username)
      if (!user) return failure('用户不存在！')
      const password = textOf(body.password)
      if (password === '') return failure('密码不能为空！')
      context.db.table('sys_user').update(user.id, { password: hashPassword(user.username, password, user.salt) })
      logOperation(context, {
        content: `用户管理-修改密码：${user.username}`,
        operateType: OPERATE_TYPE.edit,
        controller: 'SysUserController',
        action: 'changePassword',
      })
      return okMessage('密码修改成功!')
    },
  },
  {
    path: '/sys/user/recycleBin',
    methods: ['GET'],
    handle(context) {
      const deleted = context.db.table('sys_user').list((user) => user.delFlag === 1, { includeDeleted: true })
      return ok(deleted.map((user) => toJson(userResource, context, user)))
    },
  },
  {
    path: '/sys/user/putRecycleBin',
    methods: ['PUT'],
    async handle(context) {
      const body = await context.body<Json>()
      const ids = textOf(body.userIds).split(',').filter(Boolean)
      context.db
        .table('sys_user')
        .updateWhere((user) => ids.includes(user.id), { delFlag: 0 }, { includeDeleted: true })
      return okMessage('还原成功')
    },
  },
  {
    // Emptying the recycle bin deletes for good, with every link of the accounts.
    path: '/sys/user/deleteRecycleBin',
    methods: ['DELETE'],
    permission: 'user:delete',
    handle(context) {
      const ids = splitIds(context.requiredParam('userIds'))
      context.db.table('sys_user').purgeWhere((user) => ids.includes(user.id) && user.delFlag === 1)
      for (const name of ['sys_user_role', 'sys_user_depart', 'sys_depart_role_user'] as const)
        context.db.table(name).purgeWhere((link) => ids.includes(link.userId))
      logOperation(context, {
        content: '用户管理-彻底删除',
        operateType: OPERATE_TYPE.delete,
        controller: 'SysUserController',
        action: 'deleteRecycleBin',
        param: { userIds: ids.join(',') },
      })
      return okMessage('删除成功')
    },
  },
  {
    // The user picker: active accounts, optionally of some departments (and their sub-departments).
    path: '/sys/user/queryUserComponentData',
    methods: ['GET'],
    handle(context) {
      const departIds = (context.query.get('departId') ?? '').split(',').filter(Boolean)
      const members = departIds.length > 0 ? usersUnderDeparts(context, departIds) : null
      const params = new URLSearchParams({
        username: likeParam(context.query.get('username')),
        realname: likeParam(context.query.get('realname')),
      })
      for (const name of ['column', 'order']) if (context.query.get(name)) params.set(name, context.query.get(name)!)
      const candidates = context.db
        .table('sys_user')
        .list((user) => user.status === 1 && (members === null || members.has(user.id)))
      const rows = queryRows(candidates, { schema: schemaOf(userResource), transient: userResource.transient }, params)
      if (!Array.isArray(rows)) return rows
      return ok(userPage(context, rows))
    },
  },
  {
    // Members of one department (not its sub-departments), searchable by username.
    path: '/sys/user/departUserList',
    methods: ['GET'],
    handle(context) {
      const depId = context.requiredParam('depId')
      const members = new Set(
        context.db
          .table('sys_user_depart')
          .list((link) => link.depId === depId)
          .map((link) => link.userId),
      )
      const params = new URLSearchParams({
        username: likeParam(context.query.get('username')),
        realname: likeParam(context.query.get('realname')),
      })
      const rows = queryRows(
        context.db.table('sys_user').list((user) => members.has(user.id)),
        { schema: schemaOf(userResource), transient: userResource.transient },
        params,
      )
      if (!Array.isArray(rows)) return rows
      return plain(userPage(context, rows))
    },
  },
  {
    path: '/sys/user/editSysDepartWithUser',
    methods: ['POST'],
    permission: 'depart:edit',
    async handle(context) {
      const body = await context.body<Json>()
      const depId = textOf(body.depId)
      if (!context.db.table('sys_depart').get(depId)) return failure('部门不存在')
      const userIds = Array.isArray(body.userIdList) ? body.userIdList.map(String) : []
      for (const userId of userIds) {
        if (!context.db.table('sys_user_depart').first((link) => link.depId === depId && link.userId === userId))
          context.db.table('sys_user_depart').insert({ depId, userId })
      }
      return result({ message: '添加成功!' })
    },
  },
  ...['deleteUserInDepart', 'deleteUserInDepartBatch'].map((name): Route => ({
    // A user leaves a department (the batch form takes `userIds`); their current department moves if it was that one.
    path: `/sys/user/${name}`,
    methods: ['DELETE'],
    permission: 'depart:edit',
    handle(context) {
      const depId = context.requiredParam('depId')
      const userIds = splitIds(context.requiredParam(name === 'deleteUserInDepart' ? 'userId' : 'userIds'))
      context.db.table('sys_user_depart').purgeWhere((link) => link.depId === depId && userIds.includes(link.userId))
      const orgCode = context.db.table('sys_depart').get(depId)?.orgCode
      context.db
        .table('sys_user')
        .updateWhere((user) => userIds.includes(user.id) && user.orgCode === orgCode, { orgCode: null })
      return succeed('删除成功!')
    },
  })),
  {
    path: '/sys/user/generateUserId',
    methods: ['GET'],
    handle() {
      return plain(crypto.randomUUID().replace(/-/g, ''))
    },
  },
  {
    // Members of a role (角色用户), searchable by username.
    path: '/sys/user/userRoleList',
    methods: ['GET'],
    handle(context) {
      const roleId = context.requiredParam('roleId')
      const members = new Set(
        context.db
          .table('sys_user_role')
          .list((link) => link.roleId === roleId)
          .map((link) => link.userId),
      )
      const username = context.query.get('username')?.trim().toLowerCase()
      const rows = context.db
        .table('sys_user')
        .list((user) => members.has(user.id) && (!username || user.username.toLowerCase().includes(username)))
        .sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)))
      return plain(userPage(context, rows))
    },
  },
  {
    path: '/sys/user/addSysUserRole',
    methods: ['POST'],
    permission: 'role:user',
    async handle(context) {
      const body = await context.body<Json>()
      const roleId = textOf(body.roleId)
      if (!context.db.table('sys_role').get(roleId)) return failure('角色不存在')
      const userIds = Array.isArray(body.userIdList) ? body.userIdList.map(String) : []
      for (const userId of userIds) {
        const linked = context.db
          .table('sys_user_role')
          .first((link) => link.roleId === roleId && link.userId === userId)
        if (!linked) context.db.table('sys_user_role').insert({ roleId, userId })
      }
      return result({ message: '添加成功!' })
    },
  },
  {
    path: '/sys/user/deleteUserRole',
    methods: ['DELETE'],
    permission: 'role:user',
    handle(context) {
      const roleId = context.requiredParam('roleId')
      const userId = context.requiredParam('userId')
      context.db.table('sys_user_role').purgeWhere((link) => link.roleId === roleId && link.userId === userId)
      return succeed('删除成功!')
    },
  },
  {
    path: '/sys/user/deleteUserRoleBatch',
    methods: ['DELETE'],
    permission: 'role:user',
    handle(context) {
      const roleId = context.requiredParam('roleId')
      const userIds = splitIds(context.requiredParam('userIds'))
      context.db.table('sys_user_role').purgeWhere((link) => link.roleId === roleId && userIds.includes(link.userId))
      return succeed('删除成功!')
    },
  },
]
