import { bpmFormResource } from '../../crud/resources/bpm-form'
import { crudRoutes } from '../../crud/routes'
import type { Route } from '../route'
import { bpmTables } from './tables'

/** The generic CRUD routes of form-design links, each seeding the workflow tables before it runs. */
export const formRoutes: Route[] = crudRoutes(bpmFormResource).map((route) => ({
  ...route,
  handle(context) {
    bpmTables(context.db)
    return route.handle(context)
  },
}))
