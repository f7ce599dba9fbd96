import { addLog } from '../../../kernel/services/logs'
import { queryDictItemsByCode } from '../../../kernel/services/dicts'
import { failure, okMessage, plain } from '../../../kernel/services/result'
import { liveTokens, resolveToken, revokeToken, usernameFromToken } from '../../../kernel/services/session'
import { textOf } from '../../../kernel/services/text'
import { findUserByUsername } from '../../../kernel/services/users'
import type { Route } from '../../../kernel/routes/route'

/** `SysUserOnlineController` computes `pages` as if every page held ten rows, whatever `pageSize` says. */
const PAGES_AS_IF = 10

export const onlineUserRoutes: Route[] = [
  {
    // One row per live token, newest first, so a user signed in twice shows twice; `username` is a contains filter.
    path: '/sys/online/list',
    methods: ['GET'],
    handle({ db, query }) {
      const wanted = query.get('username') ?? ''
      const pageNo = Math.max(1, Number(query.get('pageNo')) || 1)
      const pageSize = Math.max(1, Number(query.get('pageSize')) || 10)
      const sexTexts = new Map(queryDictItemsByCode(db, 'sex').map((item) => [item.value, item.text]))
      const rows = liveTokens(db)
        .flatMap((token) => {
          const user = resolveToken(db, token)
          if (!user || !user.username.includes(wanted)) return []
          return [
            {
              id: null,
              token,
              username: user.username,
              realname: user.realname,
              avatar: user.avatar,
              birthday: user.birthday,
              sex: user.sex,
              sex_dictText: sexTexts.get(textOf(user.sex)) ?? null,
              phone: user.phone,
            },
          ]
        })
        .reverse()
      const records = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize)
      return plain({
        records,
        total: rows.length,
        size: pageSize,
        current: pageNo,
        pages: Math.ceil(rows.length / PAGES_AS_IF),
        orders: [],
        searchCount: true,
      })
    },
  },
  {
    // Drops the token's session; that browser's next call is refused and it returns to the login page.
    path: '/sys/online/forceLogout',
    methods: ['POST'],
    async handle(context) {
      const { token } = await context.body<{ token?: unknown }>()
      if (typeof token !== 'string' || token === '') return failure('退出登录失败！')
      const user = findUserByUsername(context.db, usernameFromToken(token))
      if (!user) return failure('Token无效!')
      addLog(context.db, { content: `强制: ${user.realname}退出成功！`, logType: 1, user, ip: context.ip })
      revokeToken(context.db, token)
      return okMessage('退出登录成功！')
    },
  },
]
