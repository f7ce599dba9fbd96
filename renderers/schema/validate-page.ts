import {
  validateDashboardPage,
  validateFormPage,
  validateListPage,
  type DashboardPageSchema,
  type FormPageSchema,
  type ListPageSchema,
} from '../generated/validators'
import { checkDashboard } from '../dashboard/check-dashboard'
import { currentContext } from './dict-context'
import { fromAjv, type SchemaProblem } from './problems'
import { checkSemantics, type SemanticContext } from './semantic'

export type PageSchema = ListPageSchema | FormPageSchema | DashboardPageSchema

export type Validation = { ok: true; page: PageSchema } | { ok: false; problems: SchemaProblem[] }

const VALIDATORS = { list: validateListPage, form: validateFormPage, dashboard: validateDashboardPage } as const

export { currentContext }

/** Validates a page schema from any source: the meta-schema of its kind (precompiled), then the semantic checks. */
export function validatePage(schema: unknown, context: SemanticContext): Validation {
  const kind = schema && typeof schema === 'object' ? (schema as { kind?: unknown }).kind : undefined
  if (typeof kind !== 'string' || !(kind in VALIDATORS)) {
    return {
      ok: false,
      problems: [{ pointer: '/kind', message: `页面类型应为 ${Object.keys(VALIDATORS).join('、')} 之一` }],
    }
  }
  const validator = VALIDATORS[kind as keyof typeof VALIDATORS]
  if (!validator(schema)) return { ok: false, problems: fromAjv(validator.errors) }
  const page = schema
  const problems = page.kind === 'dashboard' ? checkDashboard(page) : checkSemantics(page, context)
  return problems.length ? { ok: false, problems } : { ok: true, page }
}
