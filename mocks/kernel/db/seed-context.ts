import type { Database } from './database'
import { snowflakeId } from './ids'
import { parseDateTime } from './time'

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
}

/** mulberry32: tiny, fast and good enough to make generated data look varied yet reproducible. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function createSeedContext(db: Database): SeedContext {
  let counter = 0
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
  }
}

/** Audit columns of a seeded row: created by the administrator, never updated. */
export function audit(createTime: string, createBy = 'admin') {
  return { createBy, createTime, updateBy: null, updateTime: null }
}
