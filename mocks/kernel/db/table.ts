import type { TableDefinition } from './tables'

export type RowId = string | number
export type Row = { id: RowId } & Record<string, unknown>

export interface QueryOptions {
  /** Also return rows soft-deleted through the table's `@TableLogic` column (the recycle bin's view). */
  includeDeleted?: boolean
}

type Predicate<R> = (row: R) => boolean

/** A patch never moves a row to another id. */
function withoutId<R extends Row>(patch: Partial<R>): Partial<R> {
  const copy = { ...patch }
  delete copy.id
  return copy
}

/**
 * One named table: an ordered list of rows (insertion order, like an un-ordered SELECT on the real
 * database). Reads hand out copies so a caller can never change stored state without going through
 * a mutator, which is what marks the database dirty for persistence.
 */
export class Table<R extends Row> {
  constructor(
    readonly name: string,
    private readonly definition: TableDefinition,
    private readonly rows: R[],
    /** Told the id of every row added, changed or removed, so a save writes only those rows. */
    private readonly onChange: (id: RowId) => void,
    private readonly nextId: () => string,
  ) {}

  private visible(row: R, options?: QueryOptions): boolean {
    const flag = this.definition.logicDelete
    return options?.includeDeleted === true || flag === undefined || Number(row[flag]) !== 1
  }

  list(predicate?: Predicate<R>, options?: QueryOptions): R[] {
    return this.rows
      .filter((row) => this.visible(row, options) && (!predicate || predicate(row)))
      .map((row) => ({ ...row }))
  }

  /**
   * The stored rows themselves, not copies, for a read-only scan over a large table (a list page copies only the
   * rows it answers). The caller must not change them.
   */
  scan(predicate?: Predicate<R>, options?: QueryOptions): readonly R[] {
    return this.rows.filter((row) => this.visible(row, options) && (!predicate || predicate(row)))
  }

  first(predicate: Predicate<R>, options?: QueryOptions): R | undefined {
    const row = this.rows.find((candidate) => this.visible(candidate, options) && predicate(candidate))
    return row ? { ...row } : undefined
  }

  get(id: RowId, options?: QueryOptions): R | undefined {
    return this.first((row) => String(row.id) === String(id), options)
  }

  count(predicate?: Predicate<R>, options?: QueryOptions): number {
    return this.rows.filter((row) => this.visible(row, options) && (!predicate || predicate(row))).length
  }

  /** Adds a row; a missing id is generated unless the table's ids are typed in (`manual`). */
  insert(row: Omit<R, 'id'> & { id?: RowId }): R {
    if (row.id === undefined && this.definition.idType === 'manual') {
      throw new Error(`${this.name}: the id must be supplied`)
    }
    const stored = { ...row, id: row.id ?? this.nextId() } as R
    if (this.rows.some((existing) => String(existing.id) === String(stored.id))) {
      throw new Error(`${this.name}: duplicate id ${String(stored.id)}`)
    }
    this.rows.push(stored)
    this.onChange(stored.id)
    this.dropOldest()
    return { ...stored }
  }

  update(id: RowId, patch: Partial<R>): R | undefined {
    const index = this.rows.findIndex((row) => String(row.id) === String(id))
    if (index < 0) return undefined
    const updated = { ...this.rows[index], ...withoutId(patch) }
    this.rows[index] = updated
    this.onChange(updated.id)
    return { ...updated }
  }

  updateWhere(predicate: Predicate<R>, patch: Partial<R>, options?: QueryOptions): number {
    let changed = 0
    this.rows.forEach((row, index) => {
      if (this.visible(row, options) && predicate(row)) {
        this.rows[index] = { ...row, ...withoutId(patch) }
        this.onChange(row.id)
        changed += 1
      }
    })
    return changed
  }

  /** Deletes like MyBatis-Plus `removeById`: a soft delete when the table has a `@TableLogic` column. */
  remove(id: RowId): boolean {
    return this.removeWhere((row) => String(row.id) === String(id)) > 0
  }

  removeWhere(predicate: Predicate<R>): number {
    const flag = this.definition.logicDelete
    if (flag !== undefined) {
      return this.updateWhere(predicate, { [flag]: 1 } as Partial<R>)
    }
    return this.purgeWhere(predicate)
  }

  /** Physical delete, bypassing the soft-delete column (the recycle bin's "delete for good"). */
  purgeWhere(predicate: Predicate<R>): number {
    const kept: R[] = []
    let removed = 0
    for (const row of this.rows) {
      if (predicate(row)) {
        this.onChange(row.id)
        removed += 1
      } else kept.push(row)
    }
    if (removed > 0) this.rows.splice(0, this.rows.length, ...kept)
    return removed
  }

  /** A table with a row limit forgets its oldest rows (the front of the insertion order) once it grows past it. */
  private dropOldest(): void {
    const limit = this.definition.maxRows
    if (limit === undefined || this.rows.length <= limit) return
    for (const row of this.rows.splice(0, this.rows.length - limit)) this.onChange(row.id)
  }
}
