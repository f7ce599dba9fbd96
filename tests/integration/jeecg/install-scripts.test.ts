// @vitest-environment node
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { describe, expect, it } from 'vitest'
import { createDatabase } from '@mocks/database'
import type { Row } from '@mocks/kernel/db/table'
import { columnOf, insertRow } from '../../../codegen/jeecg/dialects'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const read = (path: string) => readFileSync(`${root}/${path}`, 'utf8')
const TABLES = read('schemas/generated/jeecg/postgresql/01-business-tables.sql')
const CONFIG = read('schemas/generated/jeecg/postgresql/02-business-config.sql')

/** The built-in backend's seed, which the scripts must agree with. */
const seeded = createDatabase({ now: () => Date.UTC(2026, 0, 1) })

const count = async (pg: PGlite, sql: string) => Number((await pg.query<{ n: number }>(sql)).rows[0].n)

describe('the install scripts for a real JeecgBoot', () => {
  it('load into PostgreSQL beside the stock system tables, twice without a change, and agree with the built-in backend', async () => {
    const pg = new PGlite()
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
    await pg.close()
  })

  it('create every business table with the columns the built-in backend stores', async () => {
    const pg = new PGlite()
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
    await pg.close()
  })
})
