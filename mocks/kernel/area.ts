import type { HttpHandler } from 'msw'
import type { BackendCore, JobHandler, JobRegistry } from './backend-core'
import type { SeedDefinition } from './db/database'
import { apiDocsRoutes } from './routes/api-docs'
import { mockOnlyRoutes } from './routes/mock-only'
import { operationGuard, type OperationPermission } from './routes/operation-guard'
import { fallbackHandler, routeHandlers, type Route } from './routes/route'
import { createSeedContext, type SeedContext } from './seed/context'
import type { MenuSpec } from './seed/menus'
import { dailyUpkeep, type Upkeep } from './upkeep'

/**
 * One area of the built-in backend (`mocks/areas/<name>/`): the endpoints it answers, the menus it adds to the side
 * menu and the rows it seeds. The kernel never imports an area; `mocks/areas/index.ts` lists them and the runtimes
 * hand that list to the functions below.
 */
export interface Area {
  /** Its folder under `mocks/areas/`. */
  name: string
  /** In matching order; the areas' lists are joined in the order the areas are listed. */
  routes: readonly Route[]
  /** Its top-level menu groups with their pages and buttons (`menus.json`). */
  menus?: readonly MenuSpec[]
  /**
   * Lays out its rows. Areas seed in the order they are listed, on one id sequence and one random stream, so moving an
   * area changes the ids of every area after it; values one area needs from another pass through `ctx.share`.
   */
  seed?: (ctx: SeedContext) => void
  /** The Quartz job classes whose work it owns, by class name (`sys_quartz_job.job_class_name`). */
  jobs?: Readonly<Record<string, JobHandler>>
  /**
   * What turns with the calendar (a payment plan past its date reads 已逾期), brought up to date before the first
   * request of each day; the area's daily job does the same work for a backend left open overnight.
   */
  upkeep?: Upkeep
}

/** Every area's job classes; a class named twice is a mistake in the areas. */
export function jobsOf(areas: readonly Area[]): JobRegistry {
  const jobs: Record<string, JobHandler> = {}
  for (const area of areas)
    for (const [className, handler] of Object.entries(area.jobs ?? {})) {
      if (jobs[className]) throw new Error(`job class ${className} is registered twice (area ${area.name})`)
      jobs[className] = handler
    }
  return jobs
}

/** Every area's routes, in the order the areas are listed. */
const routesOf = (areas: readonly Area[]): Route[] => areas.flatMap((area) => area.routes)

/**
 * The HTTP handlers: the areas' routes, the kernel's own (the mock-only calls, the API document), then the catch-all
 * that answers 401/404 for anything else under the context path. Every call the API catalogue lists needs the
 * permission the catalogue gives it (`permissions`, generated from schemas/api).
 */
export function httpHandlers(
  backend: BackendCore,
  areas: readonly Area[],
  permissions: readonly OperationPermission[],
): HttpHandler[] {
  return [
    ...routeHandlers(
      backend,
      [...routesOf(areas), ...mockOnlyRoutes, ...apiDocsRoutes],
      operationGuard(permissions),
      dailyUpkeep(areas.flatMap((area) => (area.upkeep ? [area.upkeep] : []))),
    ),
    fallbackHandler(backend),
  ]
}

/** The database seed: each area's `seed` in turn, with every area's menus at hand. */
export function seedOf(areas: readonly Area[], version: string): SeedDefinition {
  return {
    version,
    populate(db) {
      const ctx = createSeedContext(
        db,
        areas.flatMap((area) => area.menus ?? []),
      )
      for (const area of areas) area.seed?.(ctx)
    },
  }
}
