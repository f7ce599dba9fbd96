import { fillRuleResource } from '../resources/fill-rule'
import { crudRoutes } from '../../../kernel/crud/routes'
import { executeFillRule } from '../../../kernel/services/fill-rules'
import { ok } from '../../../kernel/services/result'
import { textOf } from '../../../kernel/services/text'
import type { Route } from '../../../kernel/routes/route'

type Json = Record<string, unknown>

const asObject = (value: unknown): Json | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null

/** `SysFillRuleController`: the rules' CRUD and drawing a value (a failed rule answers success with null). */
export const fillRuleRoutes: Route[] = [
  ...crudRoutes(fillRuleResource),
  {
    path: '/sys/fillRule/testFillRule',
    methods: ['GET'],
    handle: (context) => ok(executeFillRule(context.db, context.requiredParam('ruleCode'), {})),
  },
  {
    path: '/sys/fillRule/executeRuleByCode/:ruleCode',
    methods: ['PUT'],
    async handle(context) {
      const formData = asObject(await context.body<unknown>()) ?? {}
      return ok(executeFillRule(context.db, context.params.ruleCode ?? '', formData))
    },
  },
  {
    path: '/sys/fillRule/executeRuleByCodeBatch',
    methods: ['PUT'],
    async handle(context) {
      const body = asObject(await context.body<unknown>()) ?? {}
      const common = asObject(body.commonFormData) ?? {}
      const rules = Array.isArray(body.rules) ? body.rules.map(asObject).filter((rule) => rule !== null) : []
      return ok(
        rules.map((rule) => ({
          ruleCode: rule.ruleCode,
          result: executeFillRule(context.db, textOf(rule.ruleCode), asObject(rule.formData) ?? common),
        })),
      )
    },
  },
]
