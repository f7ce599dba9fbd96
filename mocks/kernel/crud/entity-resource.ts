import { codeOf, endpointsOf } from '../../../schemas/rules/resource'
import { entitySchema } from './entity-schemas'
import type { CrudResource } from './resource'

/**
 * A controller as its entity declares it (`x-resource` of schemas/entities, which the pages and the API catalogue read
 * too): the mapping, the endpoints, and with a permission prefix the button code each write needs (`<prefix>add`,
 * `<prefix>delete` for a batch as well, `<prefix>export`, `<prefix>import`). A resource spreads it and adds its hooks;
 * one whose codes differ says its own `permissions` after it.
 */
export function controllerResource(
  entity: string,
): Pick<CrudResource, 'entity' | 'basePath' | 'endpoints' | 'permissions'> {
  const resource = entitySchema(entity)['x-resource']
  if (!resource) throw new Error(`Entity "${entity}" declares no controller (x-resource)`)
  const endpoints = endpointsOf(resource)
  // `@RequiresPermissions` on the writes; reads (list, queryById) need none.
  const codes = endpoints.flatMap((endpoint) => {
    const code = codeOf(resource, endpoint)
    return code ? [[endpoint, code] as const] : []
  })
  return {
    entity,
    basePath: resource.base,
    endpoints,
    ...(codes.length > 0 && { permissions: Object.fromEntries(codes) }),
  }
}
