import type { Resource } from '@renderers/generated/schema-language'

/**
 * An entity's controller (`x-resource` of schemas/entities): the endpoints JeecgBoot's code generator maps under one
 * base path, and the button codes guarding them. Plain functions free of React, so the engine fills a list page's
 * `api` and permissions from it, codegen the catalogue's standard operations and the built-in backend its routes.
 */
export type { Resource }

/** A standard endpoint of a generated controller, named by its path below the base (`<base>/deleteBatch`). */
export type StandardRole = NonNullable<Resource['endpoints']>[number]

/** Every endpoint a generated controller maps (`JeecgController` and the generator's templates), in their order. */
export const STANDARD_ROLES: readonly StandardRole[] = [
  'list',
  'add',
  'edit',
  'delete',
  'deleteBatch',
  'queryById',
  'exportXls',
  'importExcel',
]

/** The endpoints a resource has; all the standard ones unless it names some. */
export const endpointsOf = (resource: Resource): readonly StandardRole[] => resource.endpoints ?? STANDARD_ROLES

/** Each of the standard endpoints under `base` by role: `{ list: '<base>/list', … }`. */
export const standardApi = (base: string, roles: readonly StandardRole[] = STANDARD_ROLES): Record<string, string> =>
  Object.fromEntries(roles.map((role) => [role, `${base}/${role}`]))

/** The resource's endpoints by role. */
export const resourceApi = (resource: Resource): Record<string, string> =>
  standardApi(resource.base, endpointsOf(resource))

/**
 * What each writing endpoint's button code adds to the resource's permission prefix, as the menu seed grants them:
 * one `delete` for a row and for a batch, `export` and `import` for the Excel pair.
 */
const CODE_SUFFIXES: Readonly<Partial<Record<StandardRole, string>>> = {
  add: 'add',
  edit: 'edit',
  delete: 'delete',
  deleteBatch: 'delete',
  exportXls: 'export',
  importExcel: 'import',
}

/** The button code guarding the resource's endpoint `role`, if it has a permission prefix and the role takes one. */
export function codeOf(resource: Resource, role: string): string | undefined {
  const suffix = Object.hasOwn(CODE_SUFFIXES, role) ? CODE_SUFFIXES[role as StandardRole] : undefined
  return resource.permissionPrefix && suffix ? `${resource.permissionPrefix}${suffix}` : undefined
}
