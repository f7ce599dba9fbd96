import { createDatabase } from '@mocks/database'
import type { Database } from '@mocks/kernel/db'
import { openIndexedDbStore } from '@mocks/kernel/db/indexeddb/store'
import { SEED_VERSION } from '@mocks/areas'

/**
 * A bench-only page: the browser runtime's store holding 20,000 users (loaded from IndexedDB as on a page load),
 * then one user edited and saved, seven times. The figure is the main thread's time from the save's start until a
 * task queued right after it runs: the save itself plus the write task it schedules. Results go to window.__bench.
 */
const USERS = 20_000
const RUNS = 7
const NAME = 'storage-bench'

async function storeUsers(): Promise<void> {
  const store = await openIndexedDbStore({ seedVersion: SEED_VERSION, name: NAME })
  const db = createDatabase({ persistence: store.persistence })
  const template = db.table('sys_user').first((user) => user.username === 'jeecg')!
  const put = Array.from({ length: USERS }, (_, index) => ({
    ...template,
    id: String(1_900_000_000_000_000_000n + BigInt(index)),
    username: `bulk${index}`,
    realname: `批量用户${index}`,
  }))
  const tables = { sys_user: { put, removed: [] } }
  await store.persistence.save(
    { seedVersion: SEED_VERSION, replaced: false, tables, kv: { put: {}, removed: [] } },
    () => db.snapshot(),
  )
  store.close()
}

const nextTask = () => new Promise<number>((resolve) => setTimeout(() => resolve(performance.now()), 0))

async function timeOneSave(db: Database, index: number): Promise<number> {
  const user = db.table('sys_user').first((row) => row.username === `bulk${index * 997}`)!
  db.table('sys_user').update(user.id, { realname: `改名${index}` })
  const start = performance.now()
  db.flush()
  return (await nextTask()) - start
}

async function main(): Promise<void> {
  indexedDB.deleteDatabase(NAME)
  await storeUsers()
  const store = await openIndexedDbStore({ seedVersion: SEED_VERSION, name: NAME })
  const db = createDatabase({ persistence: store.persistence })
  const durations: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    durations.push(await timeOneSave(db, run))
    await store.idle()
  }
  ;(window as unknown as { __bench: unknown }).__bench = {
    users: db.table('sys_user').count(undefined, { includeDeleted: true }),
    durations,
  }
}

void main()
