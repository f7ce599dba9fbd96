import { bpmFormResource } from './bpm-form-resource'
import { crudRoutes } from '../../kernel/crud/routes'
import type { Route } from '../../kernel/routes/route'

/** Form-design links through the generic CRUD engine. */
export const formRoutes: Route[] = crudRoutes(bpmFormResource)
