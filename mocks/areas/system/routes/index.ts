import { logResource } from '../resources/log'
import { crudRoutes } from '../../../kernel/crud/routes'
import type { Route } from '../../../kernel/routes/route'
import { accountRoutes } from './account'
import { addressListRoutes } from './address-list'
import { announcementRoutes } from './announcements'
import { categoryRoutes } from './categories'
import { checkRuleRoutes } from './check-rules'
import { commonRoutes } from './common'
import { dataSourceRoutes } from './data-sources'
import { departAdminRoutes } from './departs'
import { dictRoutes } from './dict'
import { dictAdminRoutes } from './dicts'
import { loginRoutes } from './login'
import { fillRuleRoutes } from './fill-rules'
import { gatewayRoutes } from './gateway'
import { permissionRoutes } from './permission'
import { permissionAdminRoutes, roleAdminRoutes } from './permissions'
import { positionRoutes } from './positions'
import { quartzRoutes } from './quartz'
import { tenantRoutes } from './tenants'
import { thirdLoginRoutes } from './third-login'
import { userRoutes } from './user'
import { userAdminRoutes } from './users'

/**
 * Sign-in and the session (`LoginController`, third-party sign-in, the user's own calls, menus and dictionaries), then
 * the administration controllers under `/sys` (users, roles, departments, …), most by the CRUD engine.
 */
export const systemRoutes: Route[] = [
  ...loginRoutes,
  ...thirdLoginRoutes,
  ...userRoutes,
  ...permissionRoutes,
  ...dictRoutes,
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
  ...positionRoutes,
  ...announcementRoutes,
  ...categoryRoutes,
  ...checkRuleRoutes,
  ...fillRuleRoutes,
  ...commonRoutes,
]
