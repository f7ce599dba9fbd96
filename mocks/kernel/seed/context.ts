import type { Database } from '../db/database'
import { snowflakeId } from '../db/ids'
import { parseDateTime } from '../db/time'
import type { MenuSpec } from './menus'

/** Fixed base for seed ids so a reseed produces the same ids (stable links in bookmarks and tests). */
const SEED_ID_EPOCH = parseDateTime('2021-03-01 09:00:00')

export interface SeedContext {
  db: Database
  /** Next deterministic 19-digit id. */
  id(): string
  /** Deterministic pseudo-random number in [0, 1). */
  random: () => number
  pick<T>(items: readonly T[]): T
  /** The moment the seed runs: relative data (recent logs) is laid out backwards from it. */
  now: number
  /** Every area's top-level menus, in the order the areas are listed (the system area seeds them). */
  menus: readonly MenuSpec[]
  /** Leaves a value for the areas that seed later (the seeded users, the agency's cases …). */
  share<T>(key: SeedShare<T>, value: T): void
  /** A value an area that seeded earlier left; throws when none did (the areas are listed in the wrong order). */
  shared<T>(key: SeedShare<T>): T
}

/** The name of a value one area's seed leaves for another's, typed by what it holds. */
export interface SeedShare<T> {
  readonly name: string
  /** Never set: it only carries `T`. */
  readonly value?: T
}

export const seedShare = <T>(name: string): SeedShare<T> => ({ name })

/** mulberry32: tiny, fast and good enough to make generated data look varied yet reproducible. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function createSeedContext(db: Database, menus: readonly MenuSpec[]): SeedContext {
  let counter = 0
  const shares = new Map<string, unknown>()
  const random = mulberry32(20210301)
  return {
    db,
    id: () => {
      counter += 1
      return snowflakeId(SEED_ID_EPOCH + counter * 1000, counter % 4096)
    },
    random,
    pick: (items) => items[Math.floor(random() * items.length)],
    now: db.now(),
    menus,
    share: (key, value) => shares.set(key.name, value),
    shared<T>(key: SeedShare<T>): T {
      if (!shares.has(key.name)) throw new Error(`seed: nothing shared as "${key.name}" yet`)
      return shares.get(key.name) as T
    },
  }
}

/** Audit columns of a seeded row: created by the administrator, never updated. */
export function audit(createTime: string, createBy = 'admin') {
  return { createBy, createTime, updateBy: null, updateTime: null }
}
