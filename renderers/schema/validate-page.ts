import type {
  DashboardPageSchema,
  FormPageSchema,
  ListPageSchema,
  PrintPageSchema,
  RecordPageSchema,
  SchemaValidator,
} from '../generated/schema-language'
import { oldSpellings, withOldSpellings } from '../core/problems/check-spellings'
import { currentContext } from './dict-context'
import { entityDictCodes, entityReady, loadEntity } from '../core/entities'
import { entityIds, withEntityDefaults } from './entity-defaults'
import { fromAjv, type SchemaProblem } from '../core/problems/problems'
import { checkSemantics, type SemanticContext } from './semantic'
import { findFragment, fragmentsReady, loadFragments } from './fragment-files'
import { hasInlinePicker, loadPickerChecks, pickerChecksReady } from './picker-checks'
import { inFragments, resolveFragments, type ResolvedFragments } from './resolve-fragments'

export type PageSchema = ListPageSchema | FormPageSchema | DashboardPageSchema | RecordPageSchema | PrintPageSchema

export type Validation = { ok: true; page: PageSchema } | { ok: false; problems: SchemaProblem[] }

type PageValidator = SchemaValidator<PageSchema>

/** A kind's meta-schema validator, and its checks beyond the meta-schema when they are not the common ones. */
interface KindCheck {
  validator: PageValidator
  semantic?: (page: PageSchema) => SchemaProblem[]
}

// Each kind's validator is a module of its own, fetched with the first page of that kind: a list page does not carry
// the form and dashboard validators, nor the dashboard's own checks.
const LOADERS = {
  list: () => import('../generated/validate/list-page').then((module) => ({ validator: module.validateListPage })),
  form: () => import('../generated/validate/form-page').then((module) => ({ validator: module.validateFormPage })),
  dashboard: () =>
    Promise.all([import('../generated/validate/dashboard-page'), import('../dashboard/check-dashboard')]).then(
      ([validate, check]) => ({
        validator: validate.validateDashboardPage,
        semantic: (page: PageSchema) => check.checkDashboard(page as DashboardPageSchema),
      }),
    ),
  record: () =>
    import('../generated/validate/record-page').then((module) => ({ validator: module.validateRecordPage })),
  print: () =>
    Promise.all([import('../generated/validate/print-page'), import('../print/check-print')]).then(
      ([validate, check]) => ({
        validator: validate.validatePrintPage,
        semantic: (page: PageSchema) => check.checkPrint(page as PrintPageSchema),
      }),
    ),
} as const satisfies Record<string, () => Promise<KindCheck>>

type Kind = keyof typeof LOADERS

/** Where the old-spelling table starts for each kind; the dashboard, record and print kinds never had another spelling. */
const PLACE_OF_KIND = {
  list: 'listPage',
  form: 'formPage',
  dashboard: 'dashboardPage',
  record: 'recordPage',
  print: 'printPage',
} as const

const loaded = new Map<Kind, KindCheck>()

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
function check(resolved: ResolvedFragments, kind: Kind, checks: KindCheck, given: SemanticContext): Validation {
  const schema = resolved.value
  // The dictionaries of the entities fetched for this page count as known even if the context was taken before; a
  // context that knows them already is used as it is (a set built per page was a tenth of the check's time).
  const entityCodes = entityDictCodes()
  const context = entityCodes.every((code) => given.dictCodes.has(code))
    ? given
    : { ...given, dictCodes: new Set([...given.dictCodes, ...entityCodes]) }
  const renamed = oldSpellings(schema, PLACE_OF_KIND[kind])
  const completed = withEntityDefaults(schema)
  // The kinds with checks of their own (dashboard, print) name them in LOADERS; the others share these.
  const common = (page: PageSchema) =>
    page.kind === 'dashboard' || page.kind === 'print' ? [] : checkSemantics(page, context)
  const { validator, semantic = common } = checks
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
 * entity, and the picker checks for a page with an inline picker, are fetched first if no page has needed them yet.
 */
export async function validatePage(schema: unknown, context: SemanticContext): Promise<Validation> {
  await loadFragments(schema)
  const resolved = withFragments(schema)
  if ('ok' in resolved) return resolved
  const kind = kindOf(resolved.value)
  if (!kind) return UNKNOWN_KIND
  const [checks] = await fetchChecks(resolved.value, kind)
  return check(resolved, kind, checks, context)
}

/** What checking a page of this kind needs: the kind's checks, its entities, the picker checks for an inline picker. */
const fetchChecks = (page: unknown, kind: Kind) =>
  Promise.all([checksOf(kind), ...entityIds(page).map(loadEntity), hasInlinePicker(page) && loadPickerChecks()])

async function checksOf(kind: Kind): Promise<KindCheck> {
  const checks = loaded.get(kind) ?? (await LOADERS[kind]())
  loaded.set(kind, checks)
  return checks
}

/**
 * Fetches what validating the schema needs (its fragments, its kind's checks, its entities) without checking it: a
 * page calls it as soon as its schema arrives, so these fetches do not wait for the page to draw its loading state
 * first. What fails is left for validatePage to report.
 */
export async function prefetchValidation(schema: unknown): Promise<void> {
  await loadFragments(schema)
  const resolved = withFragments(schema)
  if ('ok' in resolved) return
  const kind = kindOf(resolved.value)
  if (kind) await fetchChecks(resolved.value, kind)
}

/**
 * The page as the renderers would draw it (fragments in place, the entity's defaults filled in) when what that needs is
 * here, without checking it: for what may start before the page draws (the preload's list request), never for
 * drawing. Undefined while something has to be fetched, or when its fragments do not resolve.
 */
export function completedPageNow(schema: unknown): unknown {
  const resolved = withFragments(schema)
  if ('ok' in resolved) return undefined
  return entityIds(resolved.value).every(entityReady) ? withEntityDefaults(resolved.value) : undefined
}

/**
 * The same, answered at once when nothing has to be fetched (the fragments, the kind's validator and the page's
 * entity are here): a page opened again draws without a loading frame. Undefined when something has to be fetched.
 */
export function validatePageNow(schema: unknown, context: SemanticContext): Validation | undefined {
  const resolved = withFragments(schema)
  // Resolved, every fragment it names was here; a reference left unresolved may be to one not fetched yet.
  if ('ok' in resolved) return fragmentsReady(schema) ? resolved : undefined
  const kind = kindOf(resolved.value)
  if (!kind) return UNKNOWN_KIND
  const checks = loaded.get(kind)
  const ready =
    checks && entityIds(resolved.value).every(entityReady) && (pickerChecksReady() || !hasInlinePicker(resolved.value))
  return ready ? check(resolved, kind, checks, context) : undefined
}
