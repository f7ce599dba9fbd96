import { tenantResource } from '../resources/tenant'
import { crudRoutes } from '../../../kernel/crud/routes'
import { ok, plain } from '../../../kernel/services/result'
import type { Route } from '../../../kernel/routes/route'

export const tenantRoutes: Route[] = [
  ...crudRoutes(tenantResource),
  {
    // Tenants by id list, for the tenant picker's echo.
    path: '/sys/tenant/queryList',
    methods: ['GET'],
    handle(context) {
      const ids = (context.query.get('ids') ?? '').split(',').filter(Boolean)
      return plain(context.db.table('sys_tenant').list((tenant) => ids.length === 0 || ids.includes(String(tenant.id))))
    },
  },
  {
    // The signed-in user's tenants (`relTenantIds`), as `{list}`.
    path: '/sys/tenant/getCurrentUserTenant',
    methods: ['GET'],
    handle(context) {
      const ids = (context.user!.relTenantIds ?? '').split(',').filter(Boolean)
      const list = context.db.table('sys_tenant').list((tenant) => ids.includes(String(tenant.id)))
      return ok({ list })
    },
  },
]
