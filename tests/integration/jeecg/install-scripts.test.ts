// @vitest-environment node
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createDatabase } from '@mocks/database'
import type { Row } from '@mocks/kernel/db/table'
import { APPROVABLE } from '@mocks/areas/bpm/approvable'
import { columnOf, insertRow } from '../../../codegen/jeecg/dialects'
import { mysqlToPostgres } from './mysql-to-postgres'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const read = (path: string) => readFileSync(`${root}/${path}`, 'utf8')
const TABLES = read('schemas/generated/jeecg/postgresql/01-business-tables.sql')
const CONFIG = read('schemas/generated/jeecg/postgresql/02-business-config.sql')
const PROCESSES = read('schemas/generated/jeecg/postgresql/03-process-bindings.sql')
const MYSQL = ['01-business-tables', '02-business-config', '03-process-bindings'].map((name) =>
  read(`schemas/generated/jeecg/mysql/${name}.sql`),
)

/** The built-in backend's seed, which the scripts must agree with. */
const seeded = createDatabase({ now: () => Date.UTC(2026, 0, 1) })

const count = async (pg: PGlite, sql: string) => Number((await pg.query<{ n: number }>(sql)).rows[0].n)

/**
 * One PostgreSQL for the file, each test in a transaction rolled back after it, so each starts from an empty database:
 * starting a PGlite (its WebAssembly and initdb) took most of the file's time, once per database, where a rollback
 * undoes a test's tables and rows alike (PostgreSQL's DDL is transactional, and the scripts open no transaction).
 */
let pg: PGlite
beforeAll(async () => {
  pg = await PGlite.create()
})
afterAll(() => pg.close())

describe('the install scripts for a real JeecgBoot', () => {
  beforeEach(() => pg.exec('BEGIN'))
  afterEach(() => pg.exec('ROLLBACK'))

  it('load into PostgreSQL beside the stock system tables, twice without a change, and agree with the built-in backend', async () => {
    await pg.exec(read('tests/fixtures/jeecg/stock-system-tables.postgresql.sql'))
    await pg.exec(TABLES)
    await pg.exec(CONFIG)
    const tables = [
      'sys_permission',
      'sys_role_permission',
      'sys_dict',
      'sys_dict_item',
      'sys_fill_rule',
      'sys_quartz_job',
    ]
    const first = await Promise.all(tables.map((table) => count(pg, `select count(*) as n from ${table}`)))
    // Idempotent: a second run inserts nothing and fails on nothing.
    await pg.exec(TABLES)
    await pg.exec(CONFIG)
    expect(await Promise.all(tables.map((table) => count(pg, `select count(*) as n from ${table}`)))).toEqual(first)

    // The fill rules are the built-in backend's, class and parameters alike; the class ships as Java source.
    const rules = (
      await pg.query<{ rule_code: string; rule_class: string; rule_params: string }>(
        'select rule_code, rule_class, rule_params from sys_fill_rule order by rule_code',
      )
    ).rows
    const ownRules = seeded.table<Row>('sys_fill_rule').list((row) => String(row.ruleCode).startsWith('ipr_'))
    expect(rules).toEqual(
      ownRules
        .map((row) => ({ rule_code: row.ruleCode, rule_class: row.ruleClass, rule_params: row.ruleParams }))
        .sort((a, b) => String(a.rule_code).localeCompare(String(b.rule_code))),
    )
    expect(read('schemas/generated/jeecg/java/SerialNumberRule.java')).toContain(
      `class ${String(rules[0].rule_class).split('.').pop()} implements IFillRuleHandler`,
    )

    // Every dictionary item of the business dictionaries, and the menus and buttons with their permission codes.
    const items = await pg.query<{ dict_code: string; item_value: string; item_text: string }>(
      'select d.dict_code, i.item_value, i.item_text from sys_dict_item i join sys_dict d on d.id = i.dict_id',
    )
    const dictOf = new Map<unknown, unknown>(
      seeded
        .table<Row>('sys_dict')
        .list()
        .map((dict) => [dict.id, dict.dictCode]),
    )
    const seededItems = seeded
      .table<Row>('sys_dict_item')
      .list((item) => items.rows.some((row) => row.dict_code === dictOf.get(item.dictId)))
    expect(items.rows.length).toBe(seededItems.length)
    expect(items.rows.length).toBeGreaterThan(100)
    const perms = (await pg.query<{ perms: string }>('select perms from sys_permission where menu_type = 2')).rows
    const seededPerms = new Set(
      seeded
        .table<Row>('sys_permission')
        .list()
        .map((row) => row.perms),
    )
    expect(perms.length).toBeGreaterThan(50)
    expect(perms.every((row) => seededPerms.has(row.perms))).toBe(true)
    // Each grant found its role by code.
    expect(await count(pg, 'select count(*) as n from sys_role_permission where role_id is null')).toBe(0)
    expect(await count(pg, 'select count(*) as n from sys_role_permission')).toBeGreaterThan(100)
  })

  it('bind every business flow code to its process, as the built-in backend does, the process definitions included', async () => {
    await pg.exec(PROCESSES)
    const bindings = async () =>
      (
        await pg.query<{ form_key: string; process_key: string; status: string; xml: string }>(
          'select f.form_key, f.process_key, f.status, m.xml from act_process_form f join act_model m on m.key = f.process_key order by f.form_key',
        )
      ).rows
    const loaded = await bindings()
    await pg.exec(PROCESSES)
    expect(await bindings()).toEqual(loaded)

    // 提交审批 sends the table as the flow code: each approvable table has its active binding, whose model defines it.
    expect(loaded.map((row) => row.form_key)).toEqual(Object.keys(APPROVABLE).sort())
    const seededForms = seeded.table<Row>('act_process_form').list((row) => String(row.formKey) in APPROVABLE)
    for (const row of loaded) {
      const seededForm = seededForms.find((form) => form.formKey === row.form_key)!
      expect([row.form_key, row.process_key, row.status]).toEqual([row.form_key, seededForm.processKey, '1'])
      expect(row.xml).toContain(`<bpmn2:process id="${row.process_key}"`)
    }
  })

  it('say in MySQL what they say in PostgreSQL: the MySQL scripts, translated, load the same rows', async () => {
    const tables = [
      ...[TABLES, CONFIG, PROCESSES].join('\n').matchAll(/(?:CREATE TABLE IF NOT EXISTS|INSERT INTO) "(\w+)"/g),
    ]
      .map((match) => match[1])
      .filter((table, index, all) => all.indexOf(table) === index)
    expect(tables.length).toBeGreaterThan(30)
    const dump = async (table: string) =>
      JSON.stringify((await pg.query(`select * from "${table}" order by 1, 2`)).rows)
    const load = async (scripts: string[]) => {
      await pg.exec(read('tests/fixtures/jeecg/stock-system-tables.postgresql.sql'))
      for (const script of scripts) await pg.exec(script)
    }
    // The PostgreSQL scripts' rows are kept as text, then undone for the MySQL ones to load into the same empty tables.
    await pg.exec('SAVEPOINT postgres')
    await load([TABLES, CONFIG, PROCESSES])
    const fromPostgres = new Map<string, string>()
    for (const table of tables) fromPostgres.set(table, await dump(table))
    await pg.exec('ROLLBACK TO SAVEPOINT postgres')
    await load(MYSQL.map(mysqlToPostgres))
    for (const table of tables) expect(await dump(table), table).toBe(fromPostgres.get(table))
    // Text comes through MySQL's escapes unchanged: the BPMN XML and the dictionary texts compared above hold it.
    expect(await count(pg, 'select count(*) as n from act_model')).toBeGreaterThan(0)
  })

  it('create every business table with the columns the built-in backend stores', async () => {
    await pg.exec(TABLES)
    const names = [...TABLES.matchAll(/CREATE TABLE IF NOT EXISTS "(\w+)"/g)].map((match) => match[1])
    expect(names.length).toBeGreaterThan(15)
    for (const table of names) {
      const columns = new Set(
        (
          await pg.query<{ column_name: string }>(
            'select column_name from information_schema.columns where table_name = $1',
            [table],
          )
        ).rows.map((row) => row.column_name),
      )
      // A sample of the seeded rows, their stored properties only (the seed may keep extras the table has no column for).
      const rows = seeded.table<Row>(table).list().slice(0, 20)
      for (const row of rows) {
        const stored = Object.fromEntries(Object.entries(row).filter(([name]) => columns.has(columnOf(name))))
        expect(Object.keys(stored).length, table).toBeGreaterThan(Object.keys(row).length / 2)
        await pg.exec(
          insertRow('postgresql', table, Object.fromEntries(Object.entries(stored).map(([k, v]) => [columnOf(k), v]))),
        )
      }
      expect(await count(pg, `select count(*) as n from "${table}"`), table).toBe(rows.length)
    }
  })
})
