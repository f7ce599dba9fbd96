import type { Route } from '../routes/route'
import { crudActions, listPage } from './engine'
import type { CrudResource, Endpoint } from './resource'
import { registerTableResource } from './table-access'

/**
 * The routes of one resource, for the endpoints it declares. Excel code is imported on first use,
 * so the browser runtime only loads it when someone exports or imports.
 */
export function crudRoutes(resource: CrudResource): Route[] {
  registerTableResource(resource)
  const at = (path: string) => `${resource.basePath}/${path}`
  const routes: Record<Endpoint, Route> = {
    list: { path: at(resource.listPath ?? 'list'), methods: ['GET'], handle: (context) => listPage(resource, context) },
    add: {
      path: at('add'),
      methods: ['POST'],
      permission: resource.permissions?.add,
      handle: (context) => crudActions.add(resource, context),
    },
    edit: {
      path: at('edit'),
      // Most controllers map edit to both PUT and POST.
      methods: ['PUT', 'POST'],
      permission: resource.permissions?.edit,
      handle: (context) => crudActions.edit(resource, context),
    },
    delete: {
      path: at('delete'),
      methods: resource.deleteByPost ? ['DELETE', 'POST'] : ['DELETE'],
      permission: resource.permissions?.delete,
      handle: (context) => crudActions.delete(resource, context),
    },
    deleteBatch: {
      path: at('deleteBatch'),
      methods: resource.deleteByPost ? ['DELETE', 'POST'] : ['DELETE'],
      permission: resource.permissions?.deleteBatch ?? resource.permissions?.delete,
      handle: (context) => crudActions.deleteBatch(resource, context),
    },
    queryById: {
      path: at('queryById'),
      methods: ['GET'],
      handle: (context) => crudActions.queryById(resource, context),
    },
    exportXls: {
      path: at('exportXls'),
      methods: 'ANY',
      permission: resource.permissions?.exportXls,
      async handle(context) {
        const { exportWorkbook } = await import('./excel/export')
        return exportWorkbook(resource, context)
      },
    },
    importExcel: {
      path: at('importExcel'),
      methods: ['POST'],
      permission: resource.permissions?.importExcel,
      async handle(context) {
        const { importWorkbook } = await import('./excel/import')
        return importWorkbook(resource, context)
      },
    },
  }
  return resource.endpoints.map((endpoint) => routes[endpoint])
}
