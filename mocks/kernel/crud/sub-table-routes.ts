import type { Route } from '../routes/route'
import { failure, ok } from '../services/result'
import type { CrudResource } from './resource'
import { reachableRow } from './row-access'
import { subRowProblem, subRows, type SubTable } from './sub-tables'

/**
 * `query…ListByMainId`: the sub-rows of one main row as a plain array; none for a main row the user's data rules keep
 * from them.
 */
export const subRowsRoute = (main: CrudResource, path: string, sub: SubTable): Route => ({
  path: `${main.basePath}/${path}`,
  methods: ['GET'],
  handle(context) {
    const id = context.requiredParam('id')
    return ok(reachableRow(main, context, id) ? subRows(context, sub, id) : [])
  },
})

/**
 * Spring binds the whole body before the controller runs, so a sub-row value that cannot bind (a bad date) is
 * refused before anything is written or any permission is asked.
 */
export const bindingSubRows =
  (subs: readonly SubTable[]) =>
  (route: Route): Route =>
    route.path.endsWith('/add') || route.path.endsWith('/edit')
      ? {
          ...route,
          async handle(context) {
            const problem = subRowProblem(subs, await context.body<Record<string, unknown>>())
            return problem ? failure(problem) : route.handle(context)
          },
        }
      : route
