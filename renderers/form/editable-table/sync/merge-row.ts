import type { SyncedRow } from './table-socket'

/**
 * A row as another page changed it: its fields replace this page's, except `tug_status`, whose keys are merged into
 * the row's existing status object.
 */
export function mergeSyncedRow(current: SyncedRow, update: SyncedRow): SyncedRow {
  const merged: SyncedRow = { ...current, ...update }
  const before = current.tug_status
  const after = update.tug_status
  if (before && typeof before === 'object' && after && typeof after === 'object')
    merged.tug_status = { ...before, ...after }
  return merged
}
