import type { ArrayField } from '@formily/core'
import { App } from 'antd'

/** JVxeTable refuses an add or insert closer than this to the previous one on the same table. */
export const INSERT_THROTTLE_MS = 1500
export const TOO_FAST = '您点得太快了，请慢一点'

const lastInsert = new WeakMap<ArrayField, number>()

/** Whether an add or insert on `table` may run now; when it may, now becomes the table's last insert. */
export function mayInsert(table: ArrayField, now: number = Date.now()): boolean {
  const last = lastInsert.get(table)
  if (last !== undefined && now - last < INSERT_THROTTLE_MS) return false
  lastInsert.set(table, now)
  return true
}

/** Runs `insert` unless the table's previous add or insert was under 1,500 ms ago, which shows 您点得太快了，请慢一点. */
export function useThrottledInsert(): (table: ArrayField, insert: () => void) => void {
  const { message } = App.useApp()
  return (table, insert) => {
    if (mayInsert(table)) insert()
    else void message.warning(TOO_FAST)
  }
}
