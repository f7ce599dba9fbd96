import type { SysUser } from '../../../kernel/db/entities'
import { captchaMatches, consumeCaptcha, issueCaptcha, renderCaptchaImage } from '../../../kernel/services/captcha'
import { addLog, LOG_TYPE_LOGIN } from '../../../kernel/services/logs'
import { loginSuccess } from '../services/login'
import { passwordMatches } from '../../../kernel/services/password'
import {
  failure,
  nullPointer,
  okMessage,
  plain,
  result,
  succeed,
  type ResultBody,
} from '../../../kernel/services/result'
import { revokeToken, usernameFromToken } from '../../../kernel/services/session'
import { pendingSmsCode, sendSmsCode } from '../../../kernel/services/sms'
import {
  checkUserIsEffective,
  findUserByPhone,
  findUserByUsername,
  isRejection,
  queryUserDeparts,
  toUserJson,
  updateUserDepart,
} from '../../../kernel/services/users'
import { visitsOfLastWeek, visitTotals } from '../services/visits'
import type { RequestContext, Route } from '../../../kernel/routes/route'
import { textOf } from '../../../kernel/services/text'

type Json = Record<string, unknown>

const text = (value: unknown): string | null => (value === null || value === undefined ? null : textOf(value))

/** `checkUserIsEffective` plus the log line it writes for a refused login. */
function effectiveUser(context: RequestContext, user: SysUser | undefined): SysUser | ResultBody<null> {
  const checked = checkUserIsEffective(user)
  if (isRejection(checked)) {
    const content =
      checked.message === '该用户不存在，请注册'
        ? '用户登录失败，用户不存在！'
        : `用户登录失败，用户名:${user?.username}${checked.message === '该用户已冻结' ? '已冻结！' : '已注销！'}`
    addLog(context.db, { content, logType: LOG_TYPE_LOGIN, ip: context.ip })
  }
  return checked
}

export const loginRoutes: Route[] = [
  {
    // The captcha image for the login form; the client's key is Date.now().
    path: '/sys/randomImage/:key',
    methods: ['GET'],
    handle(context) {
      const code = issueCaptcha(context.db, context.params.key)
      return plain(renderCaptchaImage(code))
    },
  },
  {
    path: '/sys/login',
    methods: ['POST'],
    async handle(context) {
      const body = await context.body<Json>()
      const captcha = body.captcha
      if (captcha === null || captcha === undefined) return failure('验证码无效')
      if (!captchaMatches(context.db, body.checkKey, textOf(captcha))) return failure('验证码错误', 412)
      const user = effectiveUser(context, findUserByUsername(context.db, body.username))
      if (isRejection(user)) return user
      if (typeof body.password !== 'string') throw nullPointer()
      if (!passwordMatches(user, body.password)) return failure('用户名或密码错误')
      const answer = loginSuccess(context.db, user, { code: 200, message: '登录成功' })
      if (!answer.success) return answer
      consumeCaptcha(context.db, body.checkKey)
      addLog(context.db, {
        content: `用户名: ${user.username},登录成功！`,
        logType: LOG_TYPE_LOGIN,
        user,
        ip: context.ip,
      })
      return answer
    },
  },
  {
    path: '/sys/logout',
    methods: 'ANY',
    handle(context) {
      const token = context.request.headers.get('X-Access-Token')
      if (!token) return failure('退出登录失败！')
      const user = findUserByUsername(context.db, usernameFromToken(token))
      if (!user) return failure('Token无效!')
      addLog(context.db, {
        content: `用户名: ${user.realname},退出成功！`,
        logType: LOG_TYPE_LOGIN,
        user,
        ip: context.ip,
      })
      revokeToken(context.db, token)
      return okMessage('退出登录成功！')
    },
  },
  {
    path: '/sys/sms',
    methods: ['POST'],
    async handle(context) {
      const body = await context.body<Json>()
      if (body.mobile === null || body.mobile === undefined || body.smsmode === null || body.smsmode === undefined)
        throw nullPointer()
      const mobile = textOf(body.mobile)
      const smsmode = textOf(body.smsmode)
      if (pendingSmsCode(context.db, mobile) !== undefined)
        return result({ success: false, message: '验证码10分钟内，仍然有效！' })
      if (smsmode === '1') {
        if (findUserByPhone(context.db, mobile)) {
          addLog(context.db, { content: '手机号已经注册，请直接登录！', logType: LOG_TYPE_LOGIN, ip: context.ip })
          return failure(' 手机号已经注册，请直接登录！')
        }
      } else {
        const user = effectiveUser(context, findUserByPhone(context.db, mobile))
        if (isRejection(user))
          return user.message === '该用户不存在，请注册' ? failure('该用户不存在或未绑定手机号') : user
      }
      if (!sendSmsCode(context.db, context.backend.sms, mobile, smsmode))
        return result({ success: false, message: '短信验证码发送失败,请稍后重试' })
      return result()
    },
  },
  {
    path: '/sys/phoneLogin',
    methods: ['POST'],
    async handle(context) {
      const body = await context.body<Json>()
      const user = effectiveUser(context, findUserByPhone(context.db, body.mobile))
      if (isRejection(user)) return user
      if (body.captcha === null || body.captcha === undefined) throw nullPointer()
      // The real controller reuses the (successful) effectiveness Result here: success stays true.
      if (textOf(body.captcha) !== pendingSmsCode(context.db, String(body.mobile)))
        return result({ message: '手机验证码错误' })
      const answer = loginSuccess(context.db, user, { code: 200, message: '登录成功' })
      if (answer.success)
        addLog(context.db, {
          content: `用户名: ${user.username},登录成功！`,
          logType: LOG_TYPE_LOGIN,
          user,
          ip: context.ip,
        })
      return answer
    },
  },
  {
    path: '/sys/selectDepart',
    methods: ['PUT'],
    async handle(context) {
      const body = await context.body<Json>()
      const username = text(body.username) || context.user!.username
      updateUserDepart(context.db, username, text(body.orgCode))
      const user = findUserByUsername(context.db, username)
      return plain({ userInfo: user ? toUserJson(user) : null })
    },
  },
  {
    path: '/sys/user/getCurrentUserDeparts',
    methods: ['GET'],
    handle(context) {
      const user = context.user!
      return plain({ list: queryUserDeparts(context.db, user.id), orgCode: user.orgCode })
    },
  },
  {
    path: '/sys/loginfo',
    methods: ['GET'],
    handle(context) {
      return succeed('登录成功', visitTotals(context.db))
    },
  },
  {
    path: '/sys/visitInfo',
    methods: ['GET'],
    handle(context) {
      return plain(visitsOfLastWeek(context.db))
    },
  },
]
