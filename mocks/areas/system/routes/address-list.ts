import { plain } from '../../../kernel/services/result'
import type { Route } from '../../../kernel/routes/route'

/** A user's row of 通讯录, as `SysUserMapper.getUserByOrgCode` selects it; null fields are left out (fastjson). */
type AddressRow = Record<string, unknown> & { userId: string; departName: string }

const withoutNulls = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null && value !== undefined))

export const addressListRoutes: Route[] = [
  {
    // Users of the departments whose org code starts with `orgCode` (all without it), realname and workNo as
    // contains filters, ordered by org code; a user of several departments on one page is one row "A | B", while
    // `total` counts user × department pairs, as the real query does.
    path: '/sys/user/queryByOrgCodeForAddressList',
    methods: ['GET'],
    handle({ db, query }) {
      const orgCode = query.get('orgCode') ?? ''
      const realname = query.get('realname') ?? ''
      const workNo = query.get('workNo') ?? ''
      const pageNo = Math.max(1, Number(query.get('pageNo')) || 1)
      const pageSize = Math.max(1, Number(query.get('pageSize')) || 10)
      const departs = new Map(
        db
          .table('sys_depart')
          .list()
          .map((depart) => [depart.id, depart]),
      )
      const users = new Map(
        db
          .table('sys_user')
          .list()
          .map((user) => [user.id, user]),
      )
      const pairs = db
        .table('sys_user_depart')
        .list()
        .flatMap((link) => {
          const depart = departs.get(link.depId)
          const user = users.get(link.userId)
          if (!depart || !user || user.delFlag !== 0 || !String(depart.orgCode ?? '').startsWith(orgCode)) return []
          if (!String(user.realname ?? '').includes(realname) || !String(user.workNo ?? '').includes(workNo)) return []
          return [{ user, depart }]
        })
        .sort((a, b) => String(a.depart.orgCode).localeCompare(String(b.depart.orgCode)))
      const rows = new Map<string, AddressRow>()
      for (const { user, depart } of pairs.slice((pageNo - 1) * pageSize, pageNo * pageSize)) {
        const seen = rows.get(user.id)
        if (seen) {
          seen.departName = `${seen.departName} | ${depart.departName}`
          continue
        }
        rows.set(user.id, {
          userId: user.id,
          realname: user.realname,
          avatar: user.avatar,
          workNo: user.workNo,
          post: user.post,
          telephone: user.telephone,
          email: user.email,
          phone: user.phone,
          departId: depart.id,
          departName: String(depart.departName),
        })
      }
      return plain({
        records: [...rows.values()].map(withoutNulls),
        total: pairs.length,
        size: pageSize,
        current: pageNo,
        pages: Math.ceil(pairs.length / pageSize),
      })
    },
  },
]
