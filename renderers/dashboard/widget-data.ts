/** A row of a widget's data: one record of a list, or the answer's object itself. */
export type Row = Record<string, unknown>

const isRow = (value: unknown): value is Row => !!value && typeof value === 'object' && !Array.isArray(value)

/** One step of a dot path: a field of an object, or an item of a list by its index (`measurements.0`). */
const stepInto = (current: unknown, key: string): unknown =>
  Array.isArray(current) ? (current as unknown[])[Number(key)] : isRow(current) ? current[key] : undefined

/** The value at a dot path (`data.records`, `measurements.1.value`) of an answer's result; the result itself for no path. */
export function atPath(value: unknown, path: string | undefined): unknown {
  if (!path) return value
  return path.split('.').reduce<unknown>(stepInto, value)
}

/**
 * A widget's data as rows: a list is its rows, a page (`{records}`) its records, an object one row. Nothing
 * (null, an empty list or page) is no rows, which the widget shows as 暂无数据.
 */
export function rowsOf(data: unknown): Row[] {
  if (Array.isArray(data)) return data.filter(isRow)
  if (isRow(data)) return Array.isArray(data.records) ? data.records.filter(isRow) : [data]
  return []
}

/** A field's value as a number; text such as "12.5" counts, anything else is not a number. */
export function numberOf(row: Row | undefined, field: string): number | undefined {
  const value = row?.[field]
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined
}

export const textOf = (row: Row | undefined, field: string): string => {
  const value = row?.[field]
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return value === null || value === undefined ? '' : JSON.stringify(value)
}

/** A value times the series' scale, kept to three decimals so 0.001 × bytes reads as whole KB plus a fraction. */
const scaled = (value: number, scale: number | undefined) =>
  scale === undefined ? value : Math.round(value * scale * 1000) / 1000

/** One chart series: its name and a number per category (0 where a row has none). */
export interface SeriesData {
  name: string
  values: number[]
}

/** The categories and series a chart draws from rows: the category field and each series' field. */
export function chartData(
  rows: Row[],
  category: string,
  series: readonly { field: string; title?: string; scale?: number }[],
): { categories: string[]; series: SeriesData[] } {
  return {
    categories: rows.map((row) => textOf(row, category)),
    series: series.map((one) => ({
      name: one.title ?? one.field,
      values: rows.map((row) => scaled(numberOf(row, one.field) ?? 0, one.scale)),
    })),
  }
}

/** The top entries of a ranking, largest first; rows without a number are left out. */
export function rankingOf(rows: Row[], category: string, field: string, limit: number) {
  return rows
    .flatMap((row) => {
      const value = numberOf(row, field)
      return value === undefined ? [] : [{ name: textOf(row, category), value }]
    })
    .sort((a, b) => b.value - a.value)
    .slice(0, limit)
}
