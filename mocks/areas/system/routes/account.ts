import type { SysUser } from '../../../kernel/db/entities'
import { formatDate, formatDateTime, parseDateTime } from '../../../kernel/db/time'
import { addLog } from '../../../kernel/services/logs'
import { failure, result } from '../../../kernel/services/result'
import { findUserByPhone, findUserByUsername } from '../../../kernel/services/users'
import type { Route } from '../../../kernel/routes/route'
import { textOf } from '../../../kernel/services/text'

type Json = Record<string, unknown>

/** fastjson `getString`: absent or null stays null, anything else becomes its text. */
const getString = (value: unknown): string | null => (value === undefined || value === null ? null : textOf(value))

const isBlank = (value: string | null): value is null => value === null || value.trim() === ''

/** fastjson `getDate`: epoch milliseconds or a date text; anything else throws (the controller answers 操作失败!). */
function dateOf(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null
  const epoch = typeof value === 'number' ? value : parseDateTime(textOf(value))
  if (Number.isNaN(epoch)) throw new Error('unparseable date')
  return formatDate(epoch)
}

/** `Integer.parseInt` of the sex text; a non-number throws like the server's NumberFormatException. */
function sexOf(value: string): number {
  if (!/^[+-]?\d+$/.test(value.trim())) throw new Error('not a number')
  return Number.parseInt(value, 10)
}

/** The fields appEdit may change, each kept only when sent non-blank (the server never clears one). */
function changesOf(body: Json): Partial<SysUser> {
  const changes: Partial<SysUser> = {}
  for (const field of ['realname', 'avatar', 'phone', 'email'] as const) {
    const value = getString(body[field])
    if (!isBlank(value)) changes[field] = value
  }
  const sex = getString(body.sex)
  if (!isBlank(sex)) changes.sex = sexOf(sex)
  const birthday = dateOf(body.birthday)
  if (birthday !== null) changes.birthday = birthday
  return changes
}

/**
 * `SysUserController.appEdit` (PUT or POST): the signed-in user, taken from the token, edits their own profile. No
 * button permission; the phone must not belong to another account, nor the email (since VUEN-1528). Success is a
 * bare `new Result()`: success true, code 0, empty message.
 */
export const accountRoutes: Route[] = [
  {
    path: '/sys/user/appEdit',
    methods: ['PUT', 'POST'],
    async handle(context) {
      const body = await context.body<Json>()
      const user = findUserByUsername(context.db, context.user?.username)
      addLog(context.db, {
        content: `移动端编辑用户，id： ${getString(body.id)}`,
        logType: 2,
        operateType: 2,
        user: context.user,
        ip: context.ip,
      })
      if (!user) return failure('未找到对应用户!')
      const phoneOwner = findUserByPhone(context.db, getString(body.phone))
      if (phoneOwner && phoneOwner.username !== user.username) return failure('手机号已存在!')
      const email = getString(body.email)
      if (!isBlank(email) && email !== user.email && context.db.table('sys_user').first((row) => row.email === email)) {
        return failure('保存失败，邮箱已存在!')
      }
      let changes: Partial<SysUser>
      try {
        changes = changesOf(body)
      } catch {
        return failure('操作失败!')
      }
      context.db.table('sys_user').update(user.id, { ...changes, updateTime: formatDateTime(context.db.now()) })
      return result()
    },
  },
]
