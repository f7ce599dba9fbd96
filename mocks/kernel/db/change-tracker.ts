import type { KvEntry } from './kv'
import type { ChangeSet, TableChanges } from './persistence'
import type { Row } from './table'

/**
 * Which rows (per table) and which keys changed since the last save. Ids are compared as strings, as the tables
 * compare them. After a reseed everything counts as changed (`replaced`).
 */
export class ChangeTracker {
  private rows = new Map<string, Set<string>>()
  private keys = new Set<string>()
  private replaced = false

  row(table: string, id: string | number): void {
    let ids = this.rows.get(table)
    if (!ids) {
      ids = new Set()
      this.rows.set(table, ids)
    }
    ids.add(String(id))
  }

  key(key: string): void {
    this.keys.add(key)
  }

  replaceAll(): void {
    this.replaced = true
  }

  hasRow(table: string, id: string | number): boolean {
    return this.replaced || this.rows.get(table)?.has(String(id)) === true
  }

  hasKey(key: string): boolean {
    return this.replaced || this.keys.has(key)
  }

  get empty(): boolean {
    return !this.replaced && this.rows.size === 0 && this.keys.size === 0
  }

  /** The changes as rows and entries to write, then forgets them: a row no longer present was removed. */
  take(seedVersion: string, tables: Map<string, Row[]>, entries: Map<string, KvEntry>): ChangeSet {
    const changes: ChangeSet = { seedVersion, replaced: this.replaced, tables: {}, kv: { put: {}, removed: [] } }
    const tableNames = this.replaced ? [...tables.keys()] : [...this.rows.keys()]
    for (const name of tableNames) {
      const rows = tables.get(name) ?? []
      if (this.replaced) {
        changes.tables[name] = { put: [...rows], removed: [] }
        continue
      }
      const pending = new Set(this.rows.get(name))
      const table: TableChanges = { put: [], removed: [] }
      for (const row of rows) {
        if (pending.delete(String(row.id))) table.put.push(row)
      }
      table.removed = [...pending]
      changes.tables[name] = table
    }
    for (const key of this.replaced ? entries.keys() : this.keys) {
      const entry = entries.get(key)
      if (entry) changes.kv.put[key] = entry
      else changes.kv.removed.push(key)
    }
    this.forget()
    return changes
  }

  forget(): void {
    this.rows = new Map()
    this.keys = new Set()
    this.replaced = false
  }
}
