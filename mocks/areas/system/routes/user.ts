import type { SysUser } from '../../../kernel/db/entities'
import { formatDateTime } from '../../../kernel/db/time'
import { hashPassword, passwordMatches, randomSalt } from '../../../kernel/services/password'
import { failure, nullPointer, okMessage, result, succeed } from '../../../kernel/services/result'
import { extendSmsCode, pendingSmsCode } from '../../../kernel/services/sms'
import { findUserByPhone, findUserByUsername } from '../../../kernel/services/users'
import type { Route } from '../../../kernel/routes/route'
import { textOf } from '../../../kernel/services/text'

type Json = Record<string, unknown>

/** SysUser properties Spring can bind from query parameters (`orgCodeTxt` is transient, so not a column). */
const USER_COLUMNS = [
  'id',
  'username',
  'realname',
  'password',
  'salt',
  'avatar',
  'birthday',
  'sex',
  'email',
  'phone',
  'orgCode',
  'status',
  'delFlag',
  'workNo',
  'post',
  'telephone',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
  'activitiSync',
  'userIdentity',
  'departIds',
  'thirdId',
  'thirdType',
  'relTenantIds',
  'clientId',
] as const

/** Role given to self-registered accounts (the real server's temporary role `test`). */
const REGISTERED_ROLE_CODE = 'test'

const text = (value: unknown): string | null => (value === null || value === undefined ? null : textOf(value))

export const userRoutes: Route[] = [
  {
    // Uniqueness check of any SysUser field the form sends (`username`, `phone`, `email`, `workNo` …),
    // with `getOne` semantics: more than one match is an error, not a "taken".
    path: '/sys/user/checkOnlyUser',
    methods: ['GET'],
    handle(context) {
      const criteria = USER_COLUMNS.flatMap((column) => {
        const value = context.query.get(column)
        return value === null ? [] : [[column, value] as const]
      })
      const matches = context.db
        .table('sys_user')
        .list((user) => criteria.every(([column, value]) => text(user[column]) === value))
      if (matches.length > 1) {
        return result({
          success: false,
          result: true,
          message: `nested exception is org.apache.ibatis.exceptions.TooManyResultsException: Expected one result (or null) to be returned by selectOne(), but found: ${matches.length}`,
        })
      }
      if (matches.length === 1) return result({ success: false, result: true, message: '用户账号已存在' })
      return result({ result: true })
    },
  },
  {
    path: '/sys/user/register',
    methods: ['POST'],
    async handle(context) {
      const body = await context.body<Json>()
      const phone = text(body.phone)
      const username = text(body.username) || phone
      const password = text(body.password) || randomSalt()
      const email = text(body.email)
      if (findUserByUsername(context.db, username)) return result({ success: false, message: '用户名已注册' })
      if (findUserByPhone(context.db, phone)) return result({ success: false, message: '该手机号已注册' })
      if (email && context.db.table('sys_user').first((user) => user.email === email))
        return result({ success: false, message: '邮箱已被注册' })
      const smscode = text(body.smscode)
      if (smscode === null) throw nullPointer()
      if (phone === null || smscode !== pendingSmsCode(context.db, phone))
        return result({ success: false, message: '手机验证码错误' })
      const salt = randomSalt()
      const now = formatDateTime(context.db.now())
      const user = context.db.table('sys_user').insert({
        username: username!,
        realname: username!,
        password: hashPassword(username!, password, salt),
        salt,
        avatar: null,
        birthday: null,
        sex: null,
        email,
        phone,
        orgCode: null,
        orgCodeTxt: null,
        status: 1,
        delFlag: 0,
        workNo: null,
        post: null,
        telephone: null,
        activitiSync: 0,
        userIdentity: null,
        departIds: null,
        thirdId: null,
        thirdType: null,
        relTenantIds: null,
        clientId: null,
        homePath: null,
        createBy: null,
        createTime: now,
        updateBy: null,
        updateTime: null,
      } satisfies Omit<SysUser, 'id'>)
      const role = context.db.table('sys_role').first((row) => row.roleCode === REGISTERED_ROLE_CODE)
      if (role) context.db.table('sys_user_role').insert({ userId: user.id, roleId: role.id })
      return succeed('注册成功')
    },
  },
  {
    // Step one of "forgot password": proves the phone and tells the client which account it belongs to.
    path: '/sys/user/phoneVerification',
    methods: ['POST'],
    async handle(context) {
      const body = await context.body<Json>()
      const phone = text(body.phone)
      const smscode = text(body.smscode)
      if (smscode === null) throw nullPointer()
      if (phone === null || smscode !== pendingSmsCode(context.db, phone))
        return result({ success: false, message: '手机验证码错误' })
      extendSmsCode(context.db, phone, smscode)
      const user = findUserByPhone(context.db, phone)
      if (!user) throw nullPointer()
      return result({ result: { smscode, username: user.username } })
    },
  },
  {
    // Step two: a GET with the new password in the query string — that is the real API.
    path: '/sys/user/passwordChange',
    methods: ['GET'],
    handle(context) {
      const username = context.requiredParam('username')
      const password = context.requiredParam('password')
      const smscode = context.requiredParam('smscode')
      const phone = context.requiredParam('phone')
      if (!username || !password || !smscode || !phone) return result({ success: false, message: '重置密码失败！' })
      const stored = pendingSmsCode(context.db, phone)
      if (stored === undefined) return result({ success: false, message: '短信验证码失效！' })
      if (stored !== smscode) return result({ success: false, message: '短信验证码不匹配！' })
      const user = context.db.table('sys_user').first((row) => row.username === username && row.phone === phone)
      if (!user) return result({ success: false, message: '未找到用户！' })
      const salt = randomSalt()
      context.db.table('sys_user').update(user.id, { salt, password: hashPassword(user.username, password, salt) })
      return result({ message: '密码重置完成！' })
    },
  },
  {
    path: '/sys/user/updatePassword',
    methods: ['PUT'],
    async handle(context) {
      const body = await context.body<Json>()
      const user = findUserByUsername(context.db, body.username)
      if (!user) return failure('用户不存在！')
      if (typeof body.oldpassword !== 'string') throw nullPointer()
      if (!passwordMatches(user, body.oldpassword)) return failure('旧密码输入错误!')
      const password = text(body.password)
      if (!password) return failure('新密码不允许为空!')
      if (password !== text(body.confirmpassword)) return failure('两次输入密码不一致!')
      context.db.table('sys_user').update(user.id, { password: hashPassword(user.username, password, user.salt) })
      return okMessage('密码重置成功!')
    },
  },
]
