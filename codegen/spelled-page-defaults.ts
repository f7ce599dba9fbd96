/**
 * What a page schema spells out that the language would give it anyway, as JSON pointers: a value is spelled out when
 * the page without it is drawn exactly the same — its fragments put in place, its entity's defaults
 * (schema/entity-defaults.ts: value type, title, widget, dictionary; the controller's endpoints by role,
 * permissionPrefix, button codes and standard toolbar), a record's figures' (record/figure-defaults.ts: title, money),
 * its form fields' (form/node-defaults.ts: decorator, placeholder, widget props, required message) and its actions'
 * button texts (the kind's title) filled in. A required rule counts as spelled out when `"required": true` in its
 * place draws the same.
 * Read through the engine itself (the widget registry, `import.meta.glob`), so it runs under Vite's module runner:
 * the codemod strip-page-defaults.ts and the unit test tests/unit/schemas/page-defaults.test.ts use it.
 */
import { titleOf } from '../renderers/actions/registry'
import { isRequiredRule, withNodeDefaults } from '../renderers/form/node-defaults'
import type { Action, Figure } from '../renderers/generated/schema-language'
import { findEntity, loadEntity } from '../renderers/core/entities'
import { withFigureDefaults } from '../renderers/record/figure-defaults'
import { hasPage, loadPage, pageNow } from '../renderers/schema/page-sources'
import { entityIds, withEntityDefaults } from '../renderers/schema/entity-defaults'
import { findFragment, loadFragments } from '../renderers/schema/fragment-files'
import { resolveFragments } from '../renderers/schema/resolve-fragments'
import { widgetOf } from '../renderers/widgets/registry'

type Obj = Record<string, unknown>

const isObject = (value: unknown): value is Obj => !!value && typeof value === 'object' && !Array.isArray(value)

/** Keys a page may leave to a default wherever they stand (a form node's, a column's, a search item's). */
const DEFAULTED_KEYS: ReadonlySet<string> = new Set([
  'type',
  'title',
  'x-component',
  'x-decorator',
  'dict',
  'render',
  'component',
  'permissionPrefix',
  'permission',
  // A record figure's amount format, from its field's (record/figure-defaults.ts).
  'money',
  // A list page's toolbar equal to its endpoints' standard one (renderers/schema/standard-toolbar.ts).
  'toolbar',
])

const escape = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1')

/** Where a list page holds its actions, each titled by its kind's title unless it gives its own (`titleOf`). */
const ACTION_LISTS: ReadonlySet<string> = new Set(['toolbar', 'rowActions'])

const titled = (actions: unknown[]) =>
  actions.map((action) => (isObject(action) ? { ...action, title: titleOf(action as unknown as Action) } : action))

/** Gives a fragment by name: the ones fetched, or another version of one being judged. */
type FragmentLookup = (name: string) => unknown

/**
 * The page as drawn: its fragments in place, its entity defaults, then every form schema's node defaults and every
 * action's button text.
 */
function drawn(written: unknown, find: FragmentLookup = findFragment): unknown {
  const page = resolveFragments(written, find).value
  const forms = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(forms)
    if (!isObject(value)) return value
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        key === 'schema' && isObject(child)
          ? withNodeDefaults(forms(child), widgetOf)
          : ACTION_LISTS.has(key) && Array.isArray(child)
            ? forms(titled(child))
            : forms(child),
      ]),
    )
  }
  return forms(withRecordDefaults(withEntityDefaults(page)))
}

/** The entity of a record page's list page (fetched by loadFor), whose fields title the record's figures. */
const listEntityOf = (page: Obj): string | undefined => {
  const list = typeof page.list === 'string' ? pageNow(page.list) : undefined
  return isObject(list) && typeof list.entity === 'string' ? list.entity : undefined
}

/** A record page with its figures as RecordFigures draws them: titles and money formats from its list's entity. */
function withRecordDefaults(page: unknown): unknown {
  if (!isObject(page) || page.kind !== 'record' || !Array.isArray(page.figures)) return page
  const entity = listEntityOf(page)
  const properties = entity ? findEntity(entity)?.properties : undefined
  return { ...page, figures: withFigureDefaults(page.figures as Figure[], properties) }
}

/** JSON text with object keys in order: a default filled in lands in another place among its siblings. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    isObject(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : item,
  )

/** A way to leave a value out: its pointer, and the edit on a copy of the page. */
type Candidate = { pointer: string; leaveOut: (page: unknown) => void }

/** What the path leads to in `page`. */
const valueAt = (page: unknown, segments: readonly (string | number)[]) =>
  segments.reduce<unknown>((value, segment) => (value as Record<string | number, unknown>)[segment], page)
const objectAt = (page: unknown, segments: readonly (string | number)[]) => valueAt(page, segments) as Obj
const arrayAt = (page: unknown, segments: readonly (string | number)[]) => valueAt(page, segments) as unknown[]

function candidates(value: unknown, path: (string | number)[] = []): Candidate[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => candidates(item, [...path, index]))
  if (!isObject(value)) return []
  const pointerOf = (...rest: (string | number)[]) => [...path, ...rest].map((s) => `/${escape(String(s))}`).join('')
  const own: Candidate[] = []
  for (const key of Object.keys(value)) {
    if (DEFAULTED_KEYS.has(key))
      own.push({ pointer: pointerOf(key), leaveOut: (page) => delete objectAt(page, path)[key] })
  }
  // An endpoint by role, or a base path standing for all of them.
  const api = value.api
  if (typeof api === 'string')
    own.push({ pointer: pointerOf('api'), leaveOut: (page) => delete objectAt(page, path).api })
  else if (isObject(api))
    for (const role of Object.keys(api))
      own.push({ pointer: pointerOf('api', role), leaveOut: (page) => delete objectAt(page, [...path, 'api'])[role] })
  const props = value['x-component-props']
  if (isObject(props))
    for (const key of Object.keys(props))
      own.push({
        pointer: pointerOf('x-component-props', key),
        leaveOut: (page) => delete objectAt(page, [...path, 'x-component-props'])[key],
      })
  const rules = value['x-validator']
  const saysRequired = (page: unknown) => (objectAt(page, path).required = true)
  if (Array.isArray(rules))
    rules.forEach((rule, index) => {
      if (isRequiredRule(rule))
        own.push({
          pointer: pointerOf('x-validator', index),
          leaveOut: (page) => {
            arrayAt(page, [...path, 'x-validator']).splice(index, 1)
            saysRequired(page)
          },
        })
    })
  else if (isRequiredRule(rules))
    own.push({
      pointer: pointerOf('x-validator'),
      leaveOut: (page) => {
        delete objectAt(page, path)['x-validator']
        saysRequired(page)
      },
    })
  const children = Object.entries(value).flatMap(([key, child]) =>
    key === 'x-component-props' ? [] : candidates(child, [...path, key]),
  )
  return [...own, ...children]
}

/** Whether two page schemas are drawn alike. */
export const drawnAlike = (a: unknown, b: unknown) => canonical(drawn(a)) === canonical(drawn(b))

/** Fetches what drawing the page needs: its fragments, a record page's list page, then the entities they name. */
async function loadFor(page: unknown): Promise<void> {
  await loadFragments(page)
  const list = isObject(page) && page.kind === 'record' && typeof page.list === 'string' ? page.list : undefined
  const listPage = list !== undefined && hasPage(list) ? await loadPage(list) : undefined
  await Promise.all(entityIds([resolveFragments(page, findFragment).value, listPage]).map(loadEntity))
}

/** The pointers of what a page spells out that it would be drawn with anyway (its entities fetched first). */
export async function spelledPageDefaults(page: unknown): Promise<string[]> {
  await loadFor(page)
  const expected = canonical(drawn(page))
  return candidates(page)
    .filter(({ leaveOut }) => {
      const copy = structuredClone(page)
      leaveOut(copy)
      return canonical(drawn(copy)) === expected
    })
    .map(({ pointer }) => pointer)
}

/** Whether the page uses the fragment, itself or through another fragment. */
const uses = (page: unknown, name: string, find: FragmentLookup): boolean =>
  resolveFragments(page, find).origins.some((origin) => origin.name === name)

/**
 * The pointers (into the fragment) of what a fragment spells out that every page using it would be drawn with
 * anyway; a fragment no page uses spells out nothing. `find` gives the fragments (the bundled ones by default).
 */
export async function spelledFragmentDefaults(
  name: string,
  pages: readonly unknown[],
  find: FragmentLookup = findFragment,
): Promise<string[]> {
  await Promise.all(pages.map(loadFor))
  const users = pages.filter((page) => uses(page, name, find))
  const fragment = find(name)
  if (!users.length || fragment === undefined) return []
  const expected = users.map((page) => canonical(drawn(page, find)))
  return candidates(fragment)
    .filter(({ leaveOut }) => {
      const copy = structuredClone(fragment)
      leaveOut(copy)
      const judged = (wanted: string) => (wanted === name ? copy : find(wanted))
      return users.every((page, index) => canonical(drawn(page, judged)) === expected[index])
    })
    .map(({ pointer }) => pointer)
}
