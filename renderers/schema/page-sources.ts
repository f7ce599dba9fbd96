/**
 * Where the page schema of a menu component comes from: a file shipped with the app (`system/UserList` →
 * schemas/pages/system/UserList.json, loaded only when its screen opens), or a schema registered at run time from
 * another source (a server's schema store); a registered schema wins.
 */
const files = import.meta.glob('/schemas/pages/**/*.json', { import: 'default' })
const registered = new Map<string, unknown>()
/** Menu components that name the same screen as another, as the app registers them. */
const aliases = new Map<string, string>()

const nameOf = (component: string): string => component.replace(/^\/+/, '')

/** The component whose schema serves a menu component: a registered schema under its own name wins over an alias. */
const componentOf = (component: string): string => {
  const name = nameOf(component)
  return registered.has(name) ? name : (aliases.get(name) ?? name)
}

/** How messages name a page's schema: its bundled file, or the component for a registered one. */
export const pageSource = (component: string): string =>
  registered.has(componentOf(component))
    ? `${componentOf(component)}（已注册的页面配置）`
    : `schemas/pages/${componentOf(component)}.json`

export const hasPage = (component: string): boolean =>
  registered.has(componentOf(component)) || `/schemas/pages/${componentOf(component)}.json` in files

/** Bundled files already fetched, by component: a page opened again (a drawer's list) draws without waiting. */
const fetched = new Map<string, unknown>()

/** The schema of a menu component when it is here without fetching: registered, or a bundled file fetched before. */
export const pageNow = (component: string): unknown =>
  registered.get(componentOf(component)) ?? fetched.get(componentOf(component))

export async function loadPage(component: string): Promise<unknown> {
  if (registered.has(componentOf(component))) return registered.get(componentOf(component))
  const load = files[`/schemas/pages/${componentOf(component)}.json`]
  if (!load) throw new Error(`No page schema for ${component}`)
  const schema = await load()
  fetched.set(componentOf(component), schema)
  return schema
}

/** Makes a schema from any source the page of a menu component; it is validated when the page opens. */
export function registerPage(component: string, schema: unknown): void {
  registered.set(nameOf(component), schema)
}

/** Makes menu components serve the screen of another (`{ alias: component }`); a schema registered under the alias wins. */
export function registerPageAliases(map: Readonly<Record<string, string>>): void {
  for (const [alias, component] of Object.entries(map)) aliases.set(nameOf(alias), nameOf(component))
}

/**
 * The record page of a list page, by the name beside it (`ipr/CustomerList` → `ipr/CustomerRecord`), when there is
 * one: the shell serves it at `/<the list's menu path>/:id`.
 */
export function recordPageOf(component: string): string | undefined {
  const name = nameOf(component)
  if (!name.endsWith('List')) return undefined
  const record = `${name.slice(0, -'List'.length)}Record`
  return hasPage(record) ? record : undefined
}
