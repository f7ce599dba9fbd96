import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDatabase, type Database } from '../database'
import { createDatabase } from '../../../database'
import { openBackendDatabase } from './schema'
import { openIndexedDbStore, type IndexedDbStore, type IndexedDbStoreOptions } from './store'
import { SEED_VERSION } from '../../../areas'

let opened: IndexedDbStore[] = []
let databaseCount = 0

afterEach(() => {
  for (const store of opened) store.close()
  opened = []
  vi.restoreAllMocks()
})

/** A fresh IndexedDB database name per test, so tests never see each other's rows or announcements. */
const freshName = () => `store-test-${(databaseCount += 1)}-${Date.now()}`

async function open(name: string, options: Partial<IndexedDbStoreOptions> = {}) {
  const store = await openIndexedDbStore({ seedVersion: SEED_VERSION, name, ...options })
  opened.push(store)
  const db = createDatabase({ persistence: store.persistence })
  await store.idle()
  return { store, db }
}

const realnameOf = (db: Database, username: string) =>
  db.table('sys_user').first((user) => user.username === username, { includeDeleted: true })?.realname

function rename(db: Database, username: string, realname: string): void {
  const user = db.table('sys_user').first((row) => row.username === username)!
  db.table('sys_user').update(user.id, { realname })
}

type Put = (this: IDBObjectStore, value: unknown, key?: IDBValidKey) => IDBRequest<IDBValidKey>

/** Runs `inspect` before every IndexedDB put (it may throw, as a full disk does), then the real put. */
function beforeEachPut(inspect: (storeName: string, value: unknown, key: IDBValidKey | undefined) => void): void {
  const realPut = Object.getOwnPropertyDescriptor(IDBObjectStore.prototype, 'put')!.value as Put
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value, key) {
    inspect(this.name, value, key)
    return realPut.call(this, value, key)
  })
}

/** What each put wrote from now on: `table/id` for rows, `store/key` for anything else. */
function recordPuts(): string[] {
  const written: string[] = []
  beforeEachPut((storeName, value, key) => {
    const record = value as { table?: string; id?: string }
    written.push(record.table === undefined ? `${storeName}/${JSON.stringify(key)}` : `${record.table}/${record.id}`)
  })
  return written
}

/** The rows stored for a table, read straight from IndexedDB. */
async function storedRows(name: string, table: string) {
  const raw = await openBackendDatabase(name)
  const rows = await raw.getAll('rows')
  raw.close()
  return rows.filter((row) => row.table === table)
}

describe('the IndexedDB store of the browser runtime', () => {
  it('writes only the rows a save changed, after the save returns', async () => {
    const { store, db } = await open(freshName())
    const written = recordPuts()
    const lisi = db.table('sys_user').first((user) => user.username === 'lisi')!
    db.table('sys_user').update(lisi.id, { realname: '李四四' })
    db.flush()
    expect(written).toEqual([])
    await store.idle()
    expect(written).toEqual([`sys_user/${lisi.id}`])
  })

  it('settles what a save promised once it is stored, has failed, or was dropped by the store closing first', async () => {
    const name = freshName()
    const onStorageError = vi.fn()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { store, db } = await open(name, { onStorageError })
    rename(db, 'zhangsan', '已写入')
    db.flush()
    await db.stored()
    expect((await storedRows(name, 'sys_user')).find((row) => row.row.username === 'zhangsan')?.row.realname).toBe(
      '已写入',
    )

    beforeEachPut(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    rename(db, 'lisi', '写不进')
    db.flush()
    await db.stored()
    expect(onStorageError).toHaveBeenCalledTimes(1)
    vi.restoreAllMocks()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)

    // The browser closed the connection (the site's data cleared while the page was open): no transaction opens.
    vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(() => {
      throw new DOMException('The database connection is closing.', 'InvalidStateError')
    })
    rename(db, 'lisi', '也写不进')
    db.flush()
    await db.stored()
    expect((onStorageError.mock.calls[1][0] as DOMException).name).toBe('InvalidStateError')
    vi.restoreAllMocks()

    rename(db, 'jeecg', '来不及写')
    db.flush()
    store.close()
    await db.stored()
    expect((await storedRows(name, 'sys_user')).find((row) => row.row.username === 'jeecg')?.row.realname).toBe(
      '周晓雯',
    )
  })

  it('reopens with every table, key and uploaded file as saved, rows in insertion order', async () => {
    const name = freshName()
    const first = await open(name)
    rename(first.db, 'zhangsan', '张三丰')
    first.db.kv.set('session', 'alive', 60)
    const role = first.db.table('sys_role').insert({ roleName: '商标顾问', roleCode: 'tm' } as never)
    const dictIds = first.db
      .table('sys_dict')
      .list()
      .map((dict) => dict.id)
    first.db.table('sys_role').remove(first.db.table('sys_role').first((row) => row.roleCode === 'admin')!.id)
    first.store.files.put('temp/a.txt', new TextEncoder().encode('你好'))
    first.db.flush()
    await first.store.idle()
    first.store.close()

    const second = await open(name)
    expect(realnameOf(second.db, 'zhangsan')).toBe('张三丰')
    expect(second.db.kv.get('session')).toBe('alive')
    expect(second.db.table('sys_role').get(role.id)?.roleName).toBe('商标顾问')
    expect(second.db.table('sys_role').first((row) => row.roleCode === 'admin')).toBeUndefined()
    expect(
      second.db
        .table('sys_dict')
        .list()
        .map((dict) => dict.id),
    ).toEqual(dictIds)
    expect(new TextDecoder().decode(await second.store.files.get('temp/a.txt'))).toBe('你好')
  })

  it('discards rows stored by another seed version and reseeds', async () => {
    const name = freshName()
    const oldStore = await openIndexedDbStore({ seedVersion: 'old', name })
    opened.push(oldStore)
    openDatabase({
      persistence: oldStore.persistence,
      seed: { version: 'old', populate: (db) => void db.table('marker').insert({}) },
    })
    await oldStore.idle()
    oldStore.close()

    const { db } = await open(name)
    expect(db.table('marker').count()).toBe(0)
    expect(db.table('sys_user').count()).toBeGreaterThan(0)
    expect(await storedRows(name, 'marker')).toEqual([])
  })

  it('reports a quota error and keeps every earlier save intact: the failed save is written not at all', async () => {
    const name = freshName()
    const onStorageError = vi.fn()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const first = await open(name, { onStorageError })
    rename(first.db, 'zhangsan', '已保存')
    first.db.flush()
    await first.store.idle()

    beforeEachPut((_storeName, value) => {
      if ((value as { row?: { realname?: string } }).row?.realname === '超出配额')
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    rename(first.db, 'lisi', '未保存')
    rename(first.db, 'jeecg', '超出配额')
    first.db.flush()
    await first.store.idle()
    expect(onStorageError).toHaveBeenCalledTimes(1)
    expect((onStorageError.mock.calls[0][0] as DOMException).name).toBe('QuotaExceededError')
    first.store.close()
    vi.restoreAllMocks()

    const second = await open(name)
    expect(realnameOf(second.db, 'zhangsan')).toBe('已保存')
    expect(realnameOf(second.db, 'lisi')).toBe('李四')
    expect(realnameOf(second.db, 'jeecg')).toBe('周晓雯')
  })

  it('carries a save to another tab, which never overwrites rows it did not change', async () => {
    const name = freshName()
    const tabA = await open(name)
    const tabB = await open(name)
    rename(tabA.db, 'zhangsan', '甲页改的')
    tabA.db.kv.set('from-a', 1)
    tabA.db.flush()
    rename(tabB.db, 'lisi', '乙页改的')
    tabB.db.flush()
    await Promise.all([tabA.store.idle(), tabB.store.idle()])

    await vi.waitFor(() => {
      expect(realnameOf(tabB.db, 'zhangsan')).toBe('甲页改的')
      expect(realnameOf(tabA.db, 'lisi')).toBe('乙页改的')
    })
    expect(tabB.db.kv.get('from-a')).toBe(1)
    tabA.store.close()
    tabB.store.close()
    const reopened = await open(name)
    expect(realnameOf(reopened.db, 'zhangsan')).toBe('甲页改的')
    expect(realnameOf(reopened.db, 'lisi')).toBe('乙页改的')
  })

  it('stores at most 5,000 operation log rows, dropping the oldest', async () => {
    const name = freshName()
    const { store, db } = await open(name)
    const logs = db.table('sys_log')
    const oldest = logs.list()[0]
    for (let index = logs.count(); index <= 5000; index += 1) logs.insert({ logContent: `第${index}条` } as never)
    db.flush()
    await store.idle()
    expect(logs.count()).toBe(5000)
    expect(logs.get(oldest.id)).toBeUndefined()
    expect(await storedRows(name, 'sys_log')).toHaveLength(5000)
  })
})
