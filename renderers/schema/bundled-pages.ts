/**
 * Page schemas shipped with the app, one per menu component (`system/UserList` → schemas/pages/system/UserList.json),
 * each loaded only when its screen opens.
 */
const files = import.meta.glob('/schemas/pages/**/*.json', { import: 'default' })

export const bundledPageFile = (component: string): string => `schemas/pages/${component.replace(/^\/+/, '')}.json`

export const hasBundledPage = (component: string): boolean => `/${bundledPageFile(component)}` in files

export function loadBundledPage(component: string): Promise<unknown> {
  const load = files[`/${bundledPageFile(component)}`]
  if (!load) return Promise.reject(new Error(`No page schema for ${component}`))
  return load()
}
