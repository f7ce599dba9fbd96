import { bpmFormResource } from '../../crud/resources/bpm-form'
import { crudRoutes } from '../../crud/routes'
import type { Route } from '../route'

/** Form-design links through the generic CRUD engine. */
export const formRoutes: Route[] = crudRoutes(bpmFormResource)
