import { describe, expect, it } from 'vitest'
import { openDatabase } from './database'
import { createDatabase, resetDatabase } from '../../database'
import { memoryPersistence } from './index'
import type { ChangeSet, Persistence } from './persistence'
import type { Row } from './table'

describe('database', () => {
  it('seeds realistic data with 19-digit snowflake ids and integer tenant ids', () => {
    const db = createDatabase()
    const admin = db.table('sys_user').first((user) => user.username === 'admin')!
    expect(admin.id).toMatch(/^\d{19}$/)
    expect(
      db
        .table('sys_tenant')
        .list()
        .map((tenant) => tenant.id),
    ).toEqual([1, 2, 3])
    expect(db.table('sys_user').count()).toBeGreaterThanOrEqual(30)
  })

  it('hides soft-deleted rows of @TableLogic tables unless asked, and deletes softly', () => {
    const db = createDatabase()
    expect(db.table('sys_user').first((user) => user.username === 'zhaoliu')).toBeUndefined()
    expect(db.table('sys_user').first((user) => user.username === 'zhaoliu', { includeDeleted: true })?.delFlag).toBe(1)
    const lisi = db.table('sys_user').first((user) => user.username === 'lisi')!
    db.table('sys_user').remove(lisi.id)
    expect(db.table('sys_user').get(lisi.id)).toBeUndefined()
    expect(db.table('sys_user').get(lisi.id, { includeDeleted: true })?.delFlag).toBe(1)
  })

  it('finds a row by its id after inserts, updates, deletes, trimming and another copy’s saved changes', () => {
    let deliver: (changes: ChangeSet) => void = () => undefined
    const persistence: Persistence = {
      load: () => null,
      save: () => undefined,
      subscribe: (apply) => void (deliver = apply),
    }
    const db = openDatabase({
      persistence,
      seed: {
        version: 'positions',
        populate: (seeding) => {
          for (const n of [1, 2, 3, 4, 5]) seeding.table('ipr_contract').insert({ id: `C${n}`, title: `合同${n}` })
        },
      },
    })
    const contracts = () => db.table('ipr_contract')
    const titleOf = (id: string) => contracts().get(id)?.title
    expect(['C1', 'C3', 'C5'].map(titleOf)).toEqual(['合同1', '合同3', '合同5'])
    expect(() => contracts().insert({ id: 'C3', title: '重复' })).toThrow('duplicate id C3')

    contracts().purgeWhere((row) => row.id === 'C2')
    expect(['C5', 'C2', 'C3', 'C1'].map(titleOf)).toEqual(['合同5', undefined, '合同3', '合同1'])
    contracts().insert({ id: 'C2', title: '新合同2' })
    contracts().update('C4', { title: '改过的合同4' })
    expect(['C2', 'C4', 'C5'].map(titleOf)).toEqual(['新合同2', '改过的合同4', '合同5'])

    // Another tab's save: C1 removed and C6 added, so the table keeps its length while its rows move.
    deliver({
      seedVersion: 'positions',
      replaced: false,
      tables: { ipr_contract: { put: [{ id: 'C6', title: '合同6' }], removed: ['C1'] } },
      kv: { put: {}, removed: [] },
    })
    expect(['C6', 'C1', 'C3'].map(titleOf)).toEqual(['合同6', undefined, '合同3'])
    expect(
      contracts()
        .list()
        .map((row) => row.id),
    ).toEqual(['C3', 'C4', 'C5', 'C2', 'C6'])

    // The operation log keeps its newest 5,000 rows (sys_log's row limit): the oldest go, the rest are still found.
    const logs = () => db.table<Row>('sys_log')
    const written = Array.from({ length: 5_002 }, (_, n) => logs().insert({ logContent: `日志${n}` }).id)
    expect([0, 1, 2, 5_001].map((n) => logs().get(written[n])?.logContent)).toEqual([
      undefined,
      undefined,
      '日志2',
      '日志5001',
    ])
  })

  it('hands out copies, so only mutators change stored rows', () => {
    const db = createDatabase()
    const role = db.table('sys_role').first((row) => row.roleCode === 'admin')!
    role.roleName = 'changed'
    expect(db.table('sys_role').get(role.id)?.roleName).toBe('管理员')
  })

  it('creates tables on first use, for entities the seed does not know', () => {
    const db = createDatabase()
    const row = db.table('ipr_contract').insert({ title: '专利代理委托合同' })
    expect(db.table('ipr_contract').get(row.id)).toEqual({ id: row.id, title: '专利代理委托合同' })
  })

  it('persists after flush and reopens the stored state, key/value entries included', () => {
    const persistence = memoryPersistence()
    const first = createDatabase({ persistence })
    first.table('sys_role').insert({
      roleName: '商标顾问',
      roleCode: 'tm_consultant',
      description: null,
      createBy: null,
      createTime: null,
      updateBy: null,
      updateTime: null,
    })
    first.kv.set('session', 'alive', 60)
    first.flush()
    const second = createDatabase({ persistence })
    expect(second.table('sys_role').first((role) => role.roleCode === 'tm_consultant')).toBeDefined()
    expect(second.kv.get('session')).toBe('alive')
  })

  it('reseeds when the stored state came from another seed version', () => {
    const persistence = memoryPersistence()
    const old = openDatabase({
      persistence,
      seed: { version: 'old', populate: (db) => void db.table('marker').insert({}) },
    })
    old.flush()
    const fresh = createDatabase({ persistence })
    expect(fresh.table('marker').count()).toBe(0)
    expect(fresh.table('sys_user').count()).toBeGreaterThan(0)
  })

  it('expires key/value entries on their TTL', () => {
    let time = 1_000_000
    const db = createDatabase({ now: () => time })
    db.kv.set('code', '1234', 10)
    expect(db.kv.ttl('code')).toBe(10)
    time += 10_000
    expect(db.kv.get('code')).toBeUndefined()
    expect(db.kv.ttl('code')).toBe(-2)
  })

  it('resets to the seed', () => {
    const db = createDatabase()
    db.table('sys_user').purgeWhere(() => true)
    db.kv.set('x', 1)
    resetDatabase(db)
    expect(db.table('sys_user').count()).toBeGreaterThan(0)
    expect(db.kv.get('x')).toBeUndefined()
  })

  it('runs the seed once when asked and restores an independent copy of it on every reset', () => {
    let runs = 0
    const db = openDatabase({
      persistence: memoryPersistence(),
      seedOnce: true,
      seed: { version: 'counted', populate: (seeding) => void (runs++, seeding.table('marker').insert({ n: 1 })) },
    })
    const [seededRow] = db.table('marker').list()
    db.table('marker').update(seededRow.id, { n: 2 })
    db.table('marker').insert({ n: 3 })
    resetDatabase(db)
    expect(db.table('marker').list()).toEqual([{ ...seededRow, n: 1 }])
    db.table('marker').update(seededRow.id, { n: 4 })
    resetDatabase(db)
    expect(
      db
        .table('marker')
        .list()
        .map((row) => row.n),
    ).toEqual([1])
    expect(runs).toBe(1)
  })

  it('rolls back to a checkpoint: tables and keys as they were then, the seed below it, and reset forgets it', () => {
    const persistence = memoryPersistence()
    const db = openDatabase({
      persistence,
      seedOnce: true,
      seed: {
        version: 'checkpoints',
        populate: (seeding) => {
          seeding.table('marker').insert({ n: 1 })
          seeding.table('other').insert({ n: 10 })
        },
      },
    })
    const numbers = (name: string) =>
      db
        .table(name)
        .list()
        .map((row) => row.n)
    db.table('marker').insert({ n: 2 })
    db.kv.set('token', 'signed-in')
    db.checkpoint()

    db.table('marker').insert({ n: 3 })
    db.table('other').updateWhere(() => true, { n: 11 })
    db.table('fresh').insert({ n: 20 })
    db.kv.set('token', 'changed')
    db.kv.set('captcha', 'abcd')
    db.rollback()
    expect(numbers('marker')).toEqual([1, 2])
    expect(numbers('other')).toEqual([10])
    expect(numbers('fresh')).toEqual([])
    expect(db.kv.get('token')).toBe('signed-in')
    expect(db.kv.get('captcha')).toBeUndefined()

    // What a rollback restores is a copy: changing it leaves the checkpoint as it was.
    db.table('marker').updateWhere(() => true, { n: 0 })
    db.rollback()
    expect(numbers('marker')).toEqual([1, 2])

    // A rollback saves what it changed back, so another copy of the store reads the restored rows.
    expect(persistence.load('checkpoints')?.tables.marker.map((row) => row.n)).toEqual([1, 2])

    db.reset()
    expect(numbers('marker')).toEqual([1])
    expect(db.kv.get('token')).toBeUndefined()
    db.table('marker').insert({ n: 5 })
    db.rollback()
    expect(numbers('marker')).toEqual([1])
  })

  it('refuses checkpoints on a database that does not keep its seed', () => {
    const db = createDatabase()
    expect(() => db.checkpoint()).toThrow(/seedOnce/)
    expect(() => db.rollback()).toThrow(/seedOnce/)
  })

  it('keeps what a later save wrote beside what the first save stored', () => {
    const persistence = memoryPersistence()
    const first = createDatabase({ persistence })
    const lisi = first.table('sys_user').first((user) => user.username === 'lisi')!
    first.table('sys_user').update(lisi.id, { realname: '李四（改）' })
    first.kv.set('gone', 1)
    first.flush()
    first.kv.del('gone')
    first.flush()
    const second = createDatabase({ persistence })
    expect(second.table('sys_user').get(lisi.id)?.realname).toBe('李四（改）')
    expect(second.table('sys_user').count()).toBe(first.table('sys_user').count())
    expect(second.kv.get('gone')).toBeUndefined()
  })
})
