import { loadEntity } from '@renderers/core/entities'
import { entityIds, withEntityDefaults } from '@renderers/schema/entity-defaults'
import { findFragment, loadFragments } from '@renderers/schema/fragment-files'
import { resolveFragments } from '@renderers/schema/resolve-fragments'
import type { FillableField } from './form-fill'

/** What the walk reads of a list page schema. */
export interface WalkedPage {
  title: string
  api?: { list?: string }
  fixedParams?: Record<string, string>
  tabs?: { fixedParams?: Record<string, string> }[]
  entity?: string
  search?: { field: string; title?: string; component?: string; advanced?: boolean }[]
  toolbar?: { kind: string }[]
  rowActions?: { kind: string }[]
  form?: { schema: FormNode }
}

interface FormNode {
  type?: string
  title?: string
  properties?: Record<string, FormNode>
  'x-component'?: string
  'x-component-props'?: { type?: string }
  'x-validator'?: unknown
  'x-display'?: string
  'x-hidden'?: unknown
  'x-fill-rule'?: string
}

interface Entity {
  $id: string
  properties?: Record<string, { title?: string }>
}

interface RuleCatalogue {
  rules: Record<string, { checks?: { required?: boolean }[] }>
}

const pages = import.meta.glob<WalkedPage>('/schemas/pages/**/*.json', { eager: true, import: 'default' })
const entities = Object.values(import.meta.glob<Entity>('/schemas/entities/*.json', { eager: true, import: 'default' }))

const catalogues = Object.values(
  import.meta.glob<RuleCatalogue>('/schemas/rules/*.json', { eager: true, import: 'default' }),
)
/** Rules of the catalogue that refuse an empty value (`mobile` starts with 请输入手机号). */
const requiringRules = new Set(
  catalogues.flatMap((catalogue) =>
    Object.entries(catalogue.rules ?? {})
      .filter(([, rule]) => rule.checks?.some((check) => check.required))
      .map(([name]) => name),
  ),
)

/**
 * The page schema a menu component resolves to, as the router finds it, completed as the engine completes it: its
 * fragments in place, then its entity's defaults (a field that names no widget takes its entity field's), what they
 * need fetched first as the engine does.
 */
export async function pageOf(component: string): Promise<WalkedPage | undefined> {
  const written = pages[`/schemas/pages/${component}.json`]
  if (!written) return undefined
  await loadFragments(written)
  const page = resolveFragments(written, findFragment).value
  await Promise.all(entityIds(page).map(loadEntity))
  return withEntityDefaults(page) as WalkedPage
}

const rulesOf = (node: FormNode): string[] =>
  (Array.isArray(node['x-validator']) ? node['x-validator'] : [])
    .filter((rule): rule is Record<string, unknown> => !!rule && typeof rule === 'object')
    .flatMap((rule) => Object.keys(rule).filter((key) => !['message', 'triggerType'].includes(key)))

const isRequired = (node: FormNode): boolean =>
  (node as { required?: unknown }).required === true ||
  (Array.isArray(node['x-validator']) &&
    node['x-validator'].some(
      (rule) => !!rule && typeof rule === 'object' && (rule as { required?: unknown }).required,
    )) ||
  rulesOf(node).some((name) => requiringRules.has(name))

const isShown = (node: FormNode): boolean => !node['x-hidden'] && !['hidden', 'none'].includes(node['x-display'] ?? '')

/** Top-level fields of the form (through tabs and other void nodes; sub-table rows are the user's to add). */
function formFields(node: FormNode): [string, FormNode][] {
  return Object.entries(node.properties ?? {}).flatMap(([key, child]) =>
    child.type === 'void' ? formFields(child) : [[key, child] as [string, FormNode]],
  )
}

/** The shown fields of the page's form for which `pick` holds, as the walk fills them. */
function shownFields(page: WalkedPage, pick: (field: string, node: FormNode) => boolean): FillableField[] {
  const properties = entities.find((entity) => entity.$id === page.entity)?.properties ?? {}
  return formFields(page.form?.schema ?? {})
    .filter(([field, node]) => isShown(node) && pick(field, node))
    .map(([field, node]) => ({
      field,
      title: node.title ?? properties[field]?.title ?? field,
      widget: node['x-component'] ?? 'text',
      variant: node['x-component-props']?.type,
      rules: rulesOf(node),
      drawn: node['x-fill-rule'] !== undefined,
    }))
}

const isAlwaysFilled = (page: WalkedPage, field: string, node: FormNode): boolean =>
  isRequired(node) || field === page.search?.[0]?.field

/**
 * The fields a new record gets in the walk: the required ones a person sees, and the field of the first search item
 * so the list can be searched for the new record.
 */
export const fieldsToFill = (page: WalkedPage): FillableField[] =>
  shownFields(page, (field, node) => isAlwaysFilled(page, field, node))

/**
 * The other shown fields: the form may require one of them once others are filled (a receipt needs its customer
 * when it names neither a contract nor a bill), which the walk reads from the form as a person does.
 */
export const fieldsRequiredOnDemand = (page: WalkedPage): FillableField[] =>
  shownFields(page, (field, node) => !isAlwaysFilled(page, field, node))

export const hasAction = (actions: { kind: string }[] | undefined, kind: string): boolean =>
  !!actions?.some((action) => action.kind === kind)
