import {
  validateDashboardPage,
  validateFormPage,
  validateListPage,
  type DashboardPageSchema,
  type FormPageSchema,
  type ListPageSchema,
} from '../generated/validators'
import { checkDashboard } from '../dashboard/check-dashboard'
import { oldSpellings, withOldSpellings } from './check-spellings'
import { currentContext } from './dict-context'
import { withEntityDefaults } from './entity-defaults'
import { fromAjv, type SchemaProblem } from './problems'
import { checkSemantics, type SemanticContext } from './semantic'

export type PageSchema = ListPageSchema | FormPageSchema | DashboardPageSchema

export type Validation = { ok: true; page: PageSchema } | { ok: false; problems: SchemaProblem[] }

const VALIDATORS = { list: validateListPage, form: validateFormPage, dashboard: validateDashboardPage } as const
/** Where the old-spelling table starts for each kind; the dashboard kind never had another spelling. */
const PLACE_OF_KIND = { list: 'listPage', form: 'formPage', dashboard: 'dashboardPage' } as const

export { currentContext }

/**
 * Validates a page schema from any source: the meta-schema of its kind (precompiled), then the semantic checks; an
 * old spelling is reported with its new one. What the page leaves to its entity (titles, dictionaries) is filled in
 * first, and the page returned is the completed one the renderers draw.
 */
export function validatePage(schema: unknown, context: SemanticContext): Validation {
  const kind = schema && typeof schema === 'object' ? (schema as { kind?: unknown }).kind : undefined
  if (typeof kind !== 'string' || !(kind in VALIDATORS)) {
    return {
      ok: false,
      problems: [{ pointer: '/kind', message: `页面类型应为 ${Object.keys(VALIDATORS).join('、')} 之一` }],
    }
  }
  const validator = VALIDATORS[kind as keyof typeof VALIDATORS]
  const renamed = oldSpellings(schema, PLACE_OF_KIND[kind as keyof typeof VALIDATORS])
  const completed = withEntityDefaults(schema)
  const semantic = (page: PageSchema) =>
    page.kind === 'dashboard' ? checkDashboard(page) : checkSemantics(page, context)
  const problems = withOldSpellings(renamed, validator(completed) ? semantic(completed) : fromAjv(validator.errors))
  return problems.length ? { ok: false, problems } : { ok: true, page: completed as PageSchema }
}
