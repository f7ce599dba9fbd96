import type { ArrayField, Form } from '@formily/core'
import { reaction, toJS } from '@formily/reactive'
import { useEffect } from 'react'
import { submitValues } from '../submit-values'
import { formTables } from './form-tables'

type Row = Record<string, unknown>

/** What a table's save sends with `sendChanges`: the rows to insert, the rows to update and the ids to delete. */
export interface ChangeReport {
  added: Row[]
  changed: Row[]
  removedIds: string[]
}

const idOf = (row: Row): string | undefined =>
  typeof row.id === 'string' && row.id !== '' ? row.id : typeof row.id === 'number' ? String(row.id) : undefined

/** A row's values as text that does not depend on the order its keys were set in. */
const textOf = (row: Row): string =>
  JSON.stringify(
    Object.keys(row)
      .sort()
      .map((key) => [key, row[key]]),
  )

/** Each table's rows as the server gave them: by id, as text, taken when the table first holds a row of that id. */
const storedRows = new WeakMap<ArrayField, Map<string, string>>()

const rowsOf = (field: ArrayField): Row[] =>
  Array.isArray(field.value) ? submitValues(toJS(field.value as Row[])) : []

/**
 * Remembers the rows of a table that reports its changes, as they came: a row with an id was stored by the server
 * (new rows have none until the server gives them one), and the first version of it the table holds is the stored
 * one. Only the rows' ids are watched, so typing in a cell does not re-read every row of a large table.
 */
export function useStoredRows(field: ArrayField, sendChanges: boolean): void {
  useEffect(() => {
    if (!sendChanges) return
    const stored = new Map<string, string>()
    storedRows.set(field, stored)
    return reaction(
      () => (Array.isArray(field.value) ? (field.value as (Row | undefined)[]).map((row) => idOf(row ?? {})) : []),
      () => {
        for (const row of rowsOf(field)) {
          const id = idOf(row)
          if (id !== undefined && !stored.has(id)) stored.set(id, textOf(row))
        }
      },
      { fireImmediately: true },
    )
  }, [field, sendChanges])
}

/** Which rows of the table are new (no id), changed (differ from the stored version) and removed (ids gone). */
export function changeReport(field: ArrayField): ChangeReport {
  const stored = storedRows.get(field) ?? new Map<string, string>()
  const rows = rowsOf(field)
  const kept = new Set(rows.map(idOf))
  return {
    added: rows.filter((row) => idOf(row) === undefined),
    changed: rows.filter((row) => {
      const id = idOf(row)
      return id !== undefined && stored.has(id) && stored.get(id) !== textOf(row)
    }),
    removedIds: [...stored.keys()].filter((id) => !kept.has(id)),
  }
}

/** The values a save sends: each table that reports its changes sends its report in place of its rows. */
export function withChangeReports(form: Form, values: Row): Row {
  const reporting = formTables(form).filter((table) => table.sendChanges)
  if (!reporting.length) return values
  const sent = structuredClone(values)
  for (const { field } of reporting) setAt(sent, field.path.segments.map(String), changeReport(field))
  return sent
}

function setAt(target: Row, path: string[], value: unknown): void {
  const parent = path.slice(0, -1).reduce<Row>((node, key) => (node[key] ??= {}) as Row, target)
  parent[path[path.length - 1]] = value
}
