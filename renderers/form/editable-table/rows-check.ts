import type { ArrayField } from '@formily/core'
import { useEffect } from 'react'

/** A table's check of rows it keeps no field for; resolves whether they pass. */
export type RowsCheck = () => Promise<boolean>

const checks = new WeakMap<ArrayField, RowsCheck>()

/** Makes the table's rows check known to its form's save while it is mounted (the large table's rows, `virtual/`). */
export function useRowsCheck(table: ArrayField, check: RowsCheck): void {
  useEffect(() => {
    checks.set(table, check)
    return () => {
      if (checks.get(table) === check) checks.delete(table)
    }
  }, [table, check])
}

/** Runs the table's rows check, if it has one; a table whose rows are all fields passes here. */
export const checkRows = async (table: ArrayField): Promise<boolean> => (await checks.get(table)?.()) ?? true
