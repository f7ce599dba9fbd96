import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../../codegen/load-catalogue'
import { loadSchemaFiles } from '../../../codegen/load-schemas'
import { agencyArea } from '../../../mocks/areas/agency'
import { bpmArea } from '../../../mocks/areas/bpm'
import { financeArea } from '../../../mocks/areas/finance'
import { peopleArea } from '../../../mocks/areas/people'
import { statisticsArea } from '../../../mocks/areas/statistics'
import { iprCaseResource } from '../../../mocks/areas/agency/resources/ipr-case'
import { iprContractResource } from '../../../mocks/areas/agency/resources/ipr-contract'
import { iprCustomerResource } from '../../../mocks/areas/agency/resources/ipr-customer'
import { iprBillResource } from '../../../mocks/areas/finance/resources/ipr-bill'
import { iprInvoiceResource } from '../../../mocks/areas/finance/resources/ipr-invoice'
import { iprReceiptResource } from '../../../mocks/areas/finance/resources/ipr-receipt'
import { iprLoanResource } from '../../../mocks/areas/people/resources/loan'
import { iprReimburseResource } from '../../../mocks/areas/people/resources/reimburse'
import { iprSalaryBatchResource, iprSalaryResource } from '../../../mocks/areas/people/resources/salary'
import type { EntitySchema } from '../../../renderers/generated/schema-language'
import { endpointsOf } from '../../../schemas/rules/resource'
import { fieldRules } from '../../../schemas/rules/field-rules'
import { repoRoot } from './typecheck'

const operations = loadCatalogue(repoRoot)
const ruleOf = (method: string, path: string) =>
  operations.find((operation) => operation.method === method && operation.path === path)?.['x-jeecg-server-rule']

/** `<base>/<role>` of every entity's controller: what JeecgBoot's code generator writes. */
const generated = new Set(
  loadSchemaFiles(repoRoot, 'schemas/entities').flatMap((file) => {
    const resource = (file.json as unknown as EntitySchema)['x-resource']
    return resource ? endpointsOf(resource).map((role) => `${resource.base}/${role}`) : []
  }),
)

/** The built-in backend's business routes a generated module lacks, as `METHOD /path/{variable}`. */
const ownRoutes = [agencyArea, financeArea, peopleArea, statisticsArea]
  .flatMap((area) => area.routes)
  // The business's two calls into the workflow module: starting an approval and finding a row's instance.
  .concat(bpmArea.routes.filter((route) => route.path.startsWith('/act/process/extActProcess/')))
  .filter((route) => !generated.has(route.path))
  .flatMap((route) =>
    (route.methods === 'ANY' ? ['GET'] : route.methods).map(
      (method) => [method, route.path.replace(/:(\w+)/g, '{$1}')] as const,
    ),
  )

/**
 * Generated endpoints whose built-in behaviour goes beyond the generator's: figures the server works out from sub
 * rows and other tables (the README's "money total" row), by the hook of the built-in backend that does it.
 */
const DERIVED = [
  { resource: iprBillResource, hook: 'afterSave', roles: ['add', 'edit'] },
  { resource: iprReceiptResource, hook: 'afterSave', roles: ['add', 'edit'] },
  { resource: iprReimburseResource, hook: 'afterSave', roles: ['add', 'edit'] },
  { resource: iprLoanResource, hook: 'afterSave', roles: ['add', 'edit'] },
  { resource: iprSalaryResource, hook: 'prepare', roles: ['add', 'edit'] },
  { resource: iprSalaryBatchResource, hook: 'toJson', roles: ['list', 'queryById'] },
] as const

/**
 * Controllers whose built-in saves and deletes check more than a generated controller does (a record under approval,
 * dependent rows, amounts across tables): each write their hooks guard needs its declared rule.
 */
const CHECKED = [iprCaseResource, iprContractResource, iprCustomerResource, iprInvoiceResource]

/** The writes a hook guards, with their HTTP method: `prepare` before add and edit, `beforeDelete` before deletes. */
const GUARDED = [
  {
    hook: 'prepare',
    writes: [
      ['POST', 'add'],
      ['PUT', 'edit'],
    ],
  },
  {
    hook: 'beforeDelete',
    writes: [
      ['DELETE', 'delete'],
      ['DELETE', 'deleteBatch'],
    ],
  },
] as const

describe('x-jeecg-server-rule: what a real server writes beyond the code generator', () => {
  it('is declared on every business route of the built-in backend that a generated controller does not have', () => {
    expect(ownRoutes.length).toBeGreaterThan(15)
    const undeclared = ownRoutes.filter(([method, path]) => !ruleOf(method, path)).map((route) => route.join(' '))
    expect(undeclared).toEqual([])
  })

  it('is declared on the generated endpoints whose figures the built-in backend works out itself', () => {
    for (const { resource, hook, roles } of DERIVED) {
      expect(typeof resource[hook], `${resource.basePath} ${hook}`).toBe('function')
      for (const role of roles) {
        const method = role === 'add' ? 'POST' : role === 'edit' ? 'PUT' : 'GET'
        expect(ruleOf(method, `${resource.basePath}/${role}`), `${resource.basePath}/${role}`).toBeTruthy()
      }
    }
  })

  it('is declared on every write whose checks before saving or deleting the built-in backend makes itself', () => {
    const guarded = CHECKED.flatMap((resource) =>
      GUARDED.filter(({ hook }) => typeof resource[hook] === 'function').flatMap(({ writes }) =>
        writes.map(([method, role]) => [method, `${resource.basePath}/${role}`] as const),
      ),
    )
    // Two fewer since the delete checks of tables under approval gave way to the approval lock (declared once for all).
    expect(guarded.length).toBe(14)
    const undeclared = guarded.filter(([method, path]) => !ruleOf(method, path)).map((write) => write.join(' '))
    expect(undeclared).toEqual([])
  })

  it('is listed, every one, in the generated server-rules.md the README points the Java team to', () => {
    const listed = readFileSync(join(repoRoot, 'schemas/generated/jeecg/server-rules.md'), 'utf8')
    const declared = operations.filter((operation) => operation['x-jeecg-server-rule'])
    expect(declared.length).toBeGreaterThan(30)
    for (const operation of declared) expect(listed).toContain(`| \`${operation.method} ${operation.path}\` |`)
    expect(readFileSync(join(repoRoot, 'README.md'), 'utf8')).toContain('schemas/generated/jeecg/server-rules.md')
  })

  it('lists every value rule an entity field declares, with its JSR-303 annotation or the check to write', () => {
    const listed = readFileSync(join(repoRoot, 'schemas/generated/jeecg/server-rules.md'), 'utf8')
    const declared = loadSchemaFiles(repoRoot, 'schemas/entities').flatMap((file) => {
      const entity = file.json as unknown as EntitySchema
      return Object.entries(entity.properties).flatMap(([name, field]) =>
        entity['x-table'] ? fieldRules(field).map(() => `| \`${entity.title}.${name}\` (${entity['x-table']}) |`) : [],
      )
    })
    expect(declared.length).toBeGreaterThan(40)
    for (const row of declared) expect(listed).toContain(row)
    expect(listed).toContain(
      '| `IprContract.amount` (ipr_contract) | 合同金额：不能为负数 | `@DecimalMin(value = "0", message = "合同金额：不能为负数")` |',
    )
    expect(listed).toMatch(
      /\| `IprContract\.endDate` \(ipr_contract\) \| 有效期止：不能早于有效期起 \| 无现成注解.*startDate/,
    )
  })
})
