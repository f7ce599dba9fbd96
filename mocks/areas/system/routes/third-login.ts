import { HttpResponse } from 'msw'
import { addLog, LOG_TYPE_LOGIN } from '../../../kernel/services/logs'
import { loginSuccess } from '../services/login'
import { noAuth, ServerError } from '../../../kernel/services/result'
import { issueToken, resolveToken, usernameFromToken } from '../../../kernel/services/session'
import { checkUserIsEffective, isRejection } from '../../../kernel/services/users'
import type { Route } from '../../../kernel/routes/route'

/**
 * The page the real server renders after the OAuth provider calls back (`thirdLogin.ftl`): it hands
 * the token to the window that opened the popup and closes itself. It is served from the backend's
 * origin, so its inline script is not subject to the app's CSP.
 */
function callbackPage(token: string): string {
  return `<!DOCTYPE html>
<html lang="zh-CN">
<head><meta charset="UTF-8"><title>第三方登录</title></head>
<body>
<script>
  window.onload = function () {
    var token = ${JSON.stringify(token).replace(/</g, '\\u003c')};
    if (window.opener) window.opener.postMessage(token, "*");
    window.close();
  };
</script>
</body>
</html>`
}

export const thirdLoginRoutes: Route[] = [
  {
    // The real server redirects to the provider, which calls back with the authorised account. The
    // built-in backend has no provider: it goes straight to the callback page for the account bound
    // to that source (the seed binds GitHub, WeCom and DingTalk to `jeecg`).
    path: '/sys/thirdLogin/render/:source',
    methods: 'ANY',
    handle(context) {
      const source = context.params.source
      const account = context.db
        .table('sys_third_account')
        .first((row) => row.thirdType === source && row.delFlag === 0)
      if (!account) throw new ServerError('未获取到有效的Auth配置')
      const user = account.sysUserId ? context.db.table('sys_user').get(account.sysUserId) : undefined
      const token = user && user.status === 1 ? issueToken(context.db, user.username) : '登录失败'
      return new HttpResponse(callbackPage(token), { headers: { 'Content-Type': 'text/html;charset=UTF-8' } })
    },
  },
  {
    path: '/sys/thirdLogin/getLoginUser/:token/:thirdType',
    methods: ['GET'],
    handle(context) {
      const token = context.params.token
      // Later servers refuse tokens that are not live sessions (QQYUN-11021); a decodable one is not enough.
      if (resolveToken(context.db, token) === null) return noAuth('token验证失败')
      const checked = checkUserIsEffective(
        context.db.table('sys_user').first((row) => row.username === usernameFromToken(token)),
      )
      if (isRejection(checked)) return checked
      // The real answer holds `{userInfo, token}`; the rest of the login shape comes along so the
      // client can treat every login alike. The token stays the one from the callback page.
      const answer = loginSuccess(context.db, checked, { code: 200, message: '', token })
      if (answer.success)
        addLog(context.db, {
          content: `用户名: ${checked.username},登录成功[第三方用户]！`,
          logType: LOG_TYPE_LOGIN,
          user: checked,
          ip: context.ip,
        })
      return answer
    },
  },
]
