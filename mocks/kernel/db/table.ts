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

/** Where each id sits in a table's rows, and how many rows there were when that was last true. */
interface Positions {
  of: Map<string, number>
  length: number
}

/**
 * The position of every id in a table's rows, kept beside the array the database holds (a Table is made per call, the
 * array lives on). Without it every read by id, update and insert walked the whole table: seeding the firm's data took
 * a third of its time comparing ids, and the home page's deadline list looked each case and contract up by walking its
 * table once per line.
 */
const POSITIONS = new WeakMap<Row[], Positions>()

/** Positions read afresh from the rows. */
function indexRows(rows: Row[]): Positions {
  const positions = { of: new Map(rows.map((row, at) => [String(row.id), at])), length: rows.length }
  POSITIONS.set(rows, positions)
  return positions
}

/**
 * For code that changes a table's rows in place other than through Table (the database applying another copy's
 * saved changes): the positions are read again on the next lookup.
 */
export function forgetPositions(rows: Row[]): void {
  POSITIONS.delete(rows)
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

  /** Where the row of this id is, or -1. */
  private positionOf(id: RowId): number {
    const key = String(id)
    let positions = POSITIONS.get(this.rows)
    if (!positions || positions.length !== this.rows.length) positions = indexRows(this.rows)
    const at = positions.of.get(key)
    if (at === undefined) return -1
    if (String(this.rows[at]?.id) === key) return at
    // A row moved without the positions being told: read them again.
    return indexRows(this.rows).of.get(key) ?? -1
  }

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
    const row = this.rows[this.positionOf(id)]
    return row && this.visible(row, options) ? { ...row } : undefined
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
    if (this.positionOf(stored.id) >= 0) throw new Error(`${this.name}: duplicate id ${String(stored.id)}`)
    this.rows.push(stored)
    // positionOf has just brought the positions up to date with the rows before this one.
    const positions = POSITIONS.get(this.rows)
    if (positions) {
      positions.of.set(String(stored.id), this.rows.length - 1)
      positions.length = this.rows.length
    }
    this.onChange(stored.id)
    this.dropOldest()
    return { ...stored }
  }

  update(id: RowId, patch: Partial<R>): R | undefined {
    const index = this.positionOf(id)
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
    if (removed > 0) {
      this.rows.splice(0, this.rows.length, ...kept)
      forgetPositions(this.rows)
    }
    return removed
  }

  /** A table with a row limit forgets its oldest rows (the front of the insertion order) once it grows past it. */
  private dropOldest(): void {
    const limit = this.definition.maxRows
    if (limit === undefined || this.rows.length <= limit) return
    for (const row of this.rows.splice(0, this.rows.length - limit)) this.onChange(row.id)
    forgetPositions(this.rows)
  }
}
