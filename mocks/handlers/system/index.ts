import { logResource } from '../../crud/resources/log'
import { crudRoutes } from '../../kernel/crud/routes'
import type { Route } from '../../kernel/routes/route'
import { accountRoutes } from './account'
import { actuatorRoutes } from './actuator'
import { addressListRoutes } from './address-list'
import { announcementRoutes } from './announcements'
import { categoryRoutes } from './categories'
import { checkRuleRoutes } from './check-rules'
import { commonRoutes } from './common'
import { dataLogRoutes } from './data-logs'
import { dataSourceRoutes } from './data-sources'
import { departAdminRoutes } from './departs'
import { dictAdminRoutes } from './dicts'
import { fillRuleRoutes } from './fill-rules'
import { gatewayRoutes } from './gateway'
import { messageRoutes } from './messages'
import { onlineUserRoutes } from './online-users'
import { ossFileRoutes } from './oss-files'
import { permissionAdminRoutes, roleAdminRoutes } from './permissions'
import { positionRoutes } from './positions'
import { quartzRoutes } from './quartz'
import { redisMonitorRoutes } from './redis-monitor'
import { tenantRoutes } from './tenants'
import { userAdminRoutes } from './users'

/** The system administration controllers under `/sys` (users, roles, departments, …), most by the CRUD engine. */
export const systemRoutes: Route[] = [
  ...addressListRoutes,
  ...userAdminRoutes,
  ...accountRoutes,
  ...roleAdminRoutes,
  ...permissionAdminRoutes,
  ...departAdminRoutes,
  ...dictAdminRoutes,
  ...crudRoutes(logResource),
  ...quartzRoutes,
  ...tenantRoutes,
  ...dataSourceRoutes,
  ...gatewayRoutes,
  ...onlineUserRoutes,
  ...ossFileRoutes,
  ...dataLogRoutes,
  ...redisMonitorRoutes,
  ...actuatorRoutes,
  ...positionRoutes,
  ...announcementRoutes,
  ...messageRoutes,
  ...categoryRoutes,
  ...checkRuleRoutes,
  ...fillRuleRoutes,
  ...commonRoutes,
]
