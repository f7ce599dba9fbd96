import { plain } from '../../../kernel/services/result'
import { userPermissions } from '../../../kernel/services/permissions'
import type { Route } from '../../../kernel/routes/route'

export const permissionRoutes: Route[] = [
  {
    // v3.x answers with code 0 and an empty message (v2.4.6 said 200 "查询成功").
    path: '/sys/permission/getUserPermissionByToken',
    methods: ['GET'],
    handle(context) {
      return plain(userPermissions(context.db, context.user!.id))
    },
  },
]
