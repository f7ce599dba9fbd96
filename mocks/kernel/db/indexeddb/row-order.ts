import type { StoredRow } from './schema'

/**
 * The insertion position of every stored row: a row keeps its position when rewritten, a new row goes after all
 * others. Two tabs adding rows at the same moment may give them the same position; only their mutual order is then
 * undefined.
 */
export class RowOrder {
  private positions = new Map<string, number>()
  private next = 0

  private static keyOf(table: string, id: string): string {
    return `${table}\u0000${id}`
  }

  learn(record: StoredRow): void {
    this.positions.set(RowOrder.keyOf(record.table, record.id), record.seq)
    if (record.seq >= this.next) this.next = record.seq + 1
  }

  positionOf(table: string, id: string): number {
    const key = RowOrder.keyOf(table, id)
    let position = this.positions.get(key)
    if (position === undefined) {
      position = this.next
      this.next += 1
      this.positions.set(key, position)
    }
    return position
  }

  forget(table: string, id: string): void {
    this.positions.delete(RowOrder.keyOf(table, id))
  }

  clear(): void {
    this.positions.clear()
    this.next = 0
  }
}
