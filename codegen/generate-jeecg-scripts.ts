import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createDatabase } from '../mocks/database'
import { isBusiness } from './business'
import { createTable, type TableEntity } from './jeecg/business-ddl'
import { businessRows, type BusinessArea, type TableRows } from './jeecg/config-rows'
import { columnOf, DIALECTS, insertGrant, insertRow, type Dialect } from './jeecg/dialects'
import { processRows, processTables } from './jeecg/process-bindings'
import type { RuledTable } from './jeecg/field-rule-annotations'
import { serverRulesDocument } from './jeecg/server-rules'
import { loadCatalogue } from './load-catalogue'
import { loadSchemaFiles } from './load-schemas'

/** The built-in backend's areas that make up the business (the rest are JeecgBoot's own modules). */
const BUSINESS_AREAS = ['agency', 'finance', 'people', 'statistics']

/**
 * The built-in backend's own repository: the seed is its module's, so the area files and the rule class's Java source
 * are read beside it too, whatever folder the schemas are generated in (an integrator's copy of schemas/ alone).
 */
const REPO = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The seed's clock: the rows the scripts carry do not depend on it, but the seed needs one. */
const SEED_NOW = Date.UTC(2026, 0, 1)

const HEADER = (what: string) =>
  `-- ${what}\n-- Written by \`npm run codegen\` from schemas/entities and the built-in backend's seed: do not edit.\n` +
  `-- Safe to run again: tables are created only when missing, rows inserted only when their id is not there.\n`

function readJson<T>(path: string, fallback: T): T {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : fallback
}

/** The business area's menus and dictionaries, as its `menus.json` and `dicts.json` declare them. */
function businessArea(): BusinessArea {
  const folder = (area: string) => join(REPO, 'mocks/areas', area)
  return {
    menuNames: BUSINESS_AREAS.flatMap((area) =>
      readJson<{ name: string }[]>(join(folder(area), 'menus.json'), []).map((menu) => menu.name),
    ),
    dictCodes: BUSINESS_AREAS.flatMap((area) =>
      readJson<{ code: string }[]>(join(folder(area), 'dicts.json'), []).map((dict) => dict.code),
    ),
    checkRuleCodes: ['patent_app_no', 'trademark_reg_no'],
  }
}

const createTables = (dialect: Dialect, entities: readonly TableEntity[]): string =>
  entities.map((entity) => createTable(dialect, entity)).join('\n\n')

function tablesScript(dialect: Dialect, entities: readonly TableEntity[]): string {
  return `${HEADER('The business tables')}\n${createTables(dialect, entities)}\n`
}

function insertsOf(dialect: Dialect, tables: readonly TableRows[]): string {
  const blocks = tables
    .filter((block) => block.rows.length > 0)
    .map((block) => {
      const rename = (row: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(row).map(([name, value]) => [block.columns?.[name] ?? columnOf(name), value]))
      const insert = block.byRoleCode ? insertGrant : insertRow
      const lines = block.rows.map((row) => insert(dialect, block.table, rename(row)))
      return `-- ${block.table}: ${block.rows.length}\n${lines.join('\n')}`
    })
  return blocks.join('\n\n')
}

function configScript(dialect: Dialect, tables: readonly TableRows[]): string {
  return `${HEADER("The business area's menus, grants, dictionaries and rules")}\n${insertsOf(dialect, tables)}\n`
}

/** The workflow tables binding the business lists to their processes, and the business processes in them. */
function processScript(dialect: Dialect, entities: readonly TableEntity[], rows: readonly TableRows[]): string {
  return (
    `${HEADER('The approval processes of the business lists and their bindings (flow code → process)')}` +
    `-- Only for a workflow module without these tables: JeecgBoot's is not open source, map the rows where it keeps its own.\n\n` +
    `${createTables(dialect, entities)}\n\n${insertsOf(dialect, rows)}\n`
  )
}

/**
 * The install scripts of the business area for a real JeecgBoot (`schemas/generated/jeecg/`): per database, the
 * business tables' DDL and the system-table rows (menus, buttons, data rules, role grants, dictionaries, categories,
 * fill rules, check rules, message templates, Quartz jobs), the business processes and their bindings, the list of server rules, plus the Java source of the one custom fill rule class.
 */
export function generateJeecgScripts(root: string): Record<string, string> {
  const all = loadSchemaFiles(root, 'schemas/entities').map((file) => file.json as unknown as TableEntity)
  // The one-to-many demo (jeecg_order_main …) is a stock JeecgBoot table already.
  const entities = all.filter(
    (entity) => isBusiness(entity.$id) && entity['x-table'] && !entity.$id.startsWith('jeecg-'),
  )
  const entity = (id: string) => all.find((candidate) => candidate.$id === id)!
  const processes = processTables(entity('act-process-model'), entity('act-process-form'))
  const seeded = createDatabase({ now: () => SEED_NOW })
  const rows = businessRows(seeded, businessArea())
  const bindings = processRows(seeded)
  const out: Record<string, string> = {}
  for (const dialect of DIALECTS) {
    out[`schemas/generated/jeecg/${dialect}/01-business-tables.sql`] = tablesScript(dialect, entities)
    out[`schemas/generated/jeecg/${dialect}/02-business-config.sql`] = configScript(dialect, rows)
    out[`schemas/generated/jeecg/${dialect}/03-process-bindings.sql`] = processScript(dialect, processes, bindings)
  }
  const tables = loadSchemaFiles(root, 'schemas/entities').map((file) => file.json as unknown as RuledTable)
  out['schemas/generated/jeecg/server-rules.md'] = serverRulesDocument(loadCatalogue(root), tables)
  out['schemas/generated/jeecg/java/SerialNumberRule.java'] = readFileSync(
    join(REPO, 'codegen/jeecg/SerialNumberRule.java'),
    'utf8',
  )
  return out
}
