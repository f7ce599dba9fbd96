import { codeOf, resourceApi, standardApi, type Resource } from '@schemas/rules/resource'
import { actionKindOf } from '../actions/registry'
import { standardToolbar } from './standard-toolbar'

type Obj = Record<string, unknown>

const isObject = (value: unknown): value is Obj => !!value && typeof value === 'object' && !Array.isArray(value)

/**
 * The page's endpoints: a path string stands for a controller's base with every standard endpoint; else the
 * resource's endpoints under the roles the page writes itself.
 */
function apiOf(api: unknown, resource: Resource | undefined): unknown {
  if (typeof api === 'string') return standardApi(api)
  if (!resource) return api
  return { ...resourceApi(resource), ...(isObject(api) ? api : {}) }
}

/** Actions sending to one of the resource's guarded endpoints need its button code unless they name their own. */
const withCodes = (actions: unknown, resource: Resource): unknown =>
  Array.isArray(actions)
    ? actions.map((action: unknown) => {
        if (!isObject(action) || action.permission !== undefined || typeof action.kind !== 'string') return action
        const role = actionKindOf(action.kind)?.api
        const permission = role && codeOf(resource, role)
        return permission ? { ...action, permission } : action
      })
    : actions

/**
 * A list page with what its entity's controller (`x-resource`) says filled in: its endpoints by role
 * (`<base>/<role>`), its permissionPrefix, and the button code of each action on a guarded endpoint (`<prefix>add`,
 * `<prefix>export` …), and without a toolbar of its own the standard one of its endpoints (standard-toolbar.ts). A path
 * string as `api` is the standard endpoints of that base. What the page writes wins.
 */
export function withResourceDefaults(page: Obj, resource: Resource | undefined): Obj {
  const api = apiOf(page.api, resource)
  const permissionPrefix = page.permissionPrefix ?? resource?.permissionPrefix
  const toolbar = page.toolbar ?? standardToolbar(api, page.form !== undefined)
  return {
    ...page,
    ...(api !== undefined && { api }),
    ...(permissionPrefix !== undefined && { permissionPrefix }),
    ...(toolbar !== undefined && { toolbar: resource ? withCodes(toolbar, resource) : toolbar }),
    ...(resource && page.rowActions !== undefined && { rowActions: withCodes(page.rowActions, resource) }),
  }
}
