import type {
  DashboardPageSchema,
  FormPageSchema,
  ListPageSchema,
  PrintPageSchema,
  SchemaValidator,
} from '../generated/schema-language'
import { checkDashboard } from '../dashboard/check-dashboard'
import { checkPrint } from '../print/check-print'
import { oldSpellings, withOldSpellings } from '../core/problems/check-spellings'
import { currentContext } from './dict-context'
import { entityDictCodes, entityReady, loadEntity } from '../core/entities'
import { entityIds, withEntityDefaults } from './entity-defaults'
import { fromAjv, type SchemaProblem } from '../core/problems/problems'
import { checkSemantics, type SemanticContext } from './semantic'
import { findFragment, fragmentsReady, loadFragments } from './fragment-files'
import { inFragments, resolveFragments, type ResolvedFragments } from './resolve-fragments'

export type PageSchema = ListPageSchema | FormPageSchema | DashboardPageSchema | PrintPageSchema

export type Validation = { ok: true; page: PageSchema } | { ok: false; problems: SchemaProblem[] }

type PageValidator = SchemaValidator<PageSchema>

// Each kind's validator is a module of its own, fetched with the first page of that kind: a list page does not carry
// the form and dashboard validators.
const LOADERS = {
  list: () => import('../generated/validate/list-page').then((module) => module.validateListPage),
  form: () => import('../generated/validate/form-page').then((module) => module.validateFormPage),
  dashboard: () => import('../generated/validate/dashboard-page').then((module) => module.validateDashboardPage),
  print: () => import('../generated/validate/print-page').then((module) => module.validatePrintPage),
} as const satisfies Record<string, () => Promise<PageValidator>>

type Kind = keyof typeof LOADERS

/** Where the old-spelling table starts for each kind; the dashboard and print kinds never had another spelling. */
const PLACE_OF_KIND = { list: 'listPage', form: 'formPage', dashboard: 'dashboardPage', print: 'printPage' } as const

const loaded = new Map<Kind, PageValidator>()

export { currentContext }

const kindOf = (schema: unknown): Kind | undefined => {
  const kind = schema && typeof schema === 'object' ? (schema as { kind?: unknown }).kind : undefined
  return typeof kind === 'string' && kind in LOADERS ? (kind as Kind) : undefined
}

const UNKNOWN_KIND: Validation = {
  ok: false,
  problems: [{ pointer: '/kind', message: `页面类型应为 ${Object.keys(LOADERS).join('、')} 之一` }],
}

/** The page with its fragments in place, or what is wrong with its references to them. */
function withFragments(schema: unknown) {
  const resolved = resolveFragments(schema, findFragment)
  return resolved.problems.length ? ({ ok: false, problems: resolved.problems } as const) : resolved
}

/** Checks the page its fragments resolved to; a problem inside a fragment names the fragment's file. */
function check(resolved: ResolvedFragments, kind: Kind, validator: PageValidator, given: SemanticContext): Validation {
  const schema = resolved.value
  // The dictionaries of the entities fetched for this page count as known even if the context was taken before.
  const context = { ...given, dictCodes: new Set([...given.dictCodes, ...entityDictCodes()]) }
  const renamed = oldSpellings(schema, PLACE_OF_KIND[kind])
  const completed = withEntityDefaults(schema)
  const semantic = (page: PageSchema): SchemaProblem[] => {
    if (page.kind === 'dashboard') return checkDashboard(page)
    if (page.kind === 'print') return checkPrint(page)
    return checkSemantics(page, context)
  }
  const problems = withOldSpellings(renamed, validator(completed) ? semantic(completed) : fromAjv(validator.errors))
  return problems.length
    ? { ok: false, problems: inFragments(problems, resolved.origins) }
    : { ok: true, page: completed as PageSchema }
}

/**
 * Validates a page schema from any source: its fragments put in place (`$fragment`), then the meta-schema of its kind
 * (precompiled), then the semantic checks; an old spelling is reported with its new one, a problem inside a fragment
 * names the fragment's file. What the page leaves to its entity (titles, dictionaries) is filled in first, and the
 * page returned is the completed one the renderers draw. The fragments, the validator of the kind and the page's
 * entity are fetched first if no page has needed them yet.
 */
export async function validatePage(schema: unknown, context: SemanticContext): Promise<Validation> {
  await loadFragments(schema)
  const resolved = withFragments(schema)
  if ('ok' in resolved) return resolved
  const kind = kindOf(resolved.value)
  if (!kind) return UNKNOWN_KIND
  const [validator] = await Promise.all([
    loaded.get(kind) ?? LOADERS[kind](),
    ...entityIds(resolved.value).map(loadEntity),
  ])
  loaded.set(kind, validator)
  return check(resolved, kind, validator, context)
}

/**
 * The same, answered at once when nothing has to be fetched (the fragments, the kind's validator and the page's
 * entity are here): a page opened again draws without a loading frame. Undefined when something has to be fetched.
 */
export function validatePageNow(schema: unknown, context: SemanticContext): Validation | undefined {
  if (!fragmentsReady(schema)) return undefined
  const resolved = withFragments(schema)
  if ('ok' in resolved) return resolved
  const kind = kindOf(resolved.value)
  if (!kind) return UNKNOWN_KIND
  const validator = loaded.get(kind)
  return validator && entityIds(resolved.value).every(entityReady)
    ? check(resolved, kind, validator, context)
    : undefined
}
