import { Table } from 'antd'
import type { ReactNode } from 'react'
import type { Column } from '../generated/schema-language'
import { alignOf, cellOf } from '../widgets/registry'
import type { Row } from './use-list-controller'

type Statistic = 'sum' | 'average'

const TITLES: Record<Statistic, string> = { sum: '合计', average: '平均' }

/** Figures of the rows: blanks and texts that are not numbers are left out, as a spreadsheet's SUM and AVERAGE do. */
const numbersOf = (rows: readonly Row[], field: string): number[] =>
  rows
    .map((row) => row[field])
    .filter((value) => value !== null && value !== undefined && value !== '')
    .map(Number)
    .filter((value) => !Number.isNaN(value))

/** Rounded to cents, so 0.1 + 0.2 shows as 0.3 rather than 0.30000000000000004. */
const cents = (value: number): number => Math.round(value * 100) / 100

function figure(statistic: Statistic, values: number[]): number | undefined {
  if (!values.length) return statistic === 'sum' ? 0 : undefined
  const sum = values.reduce((total, value) => total + value, 0)
  return cents(statistic === 'sum' ? sum : sum / values.length)
}

interface StatisticsLayout {
  /** The table draws a selection column before the schema columns. */
  selection: boolean
  /** The table draws a row-action column after them. */
  actions: boolean
}

/**
 * The rows under a list whose columns declare `statistics`: one row per kind (合计, 平均) over the rows shown, each
 * figure drawn with its column's render; the kind's title sits in the first cell that holds no figure.
 */
export function statisticsSummary(
  columns: readonly Column[],
  layout: StatisticsLayout,
): ((rows: readonly Row[]) => ReactNode) | undefined {
  const kinds = (['sum', 'average'] as const).filter((kind) =>
    columns.some((column) => column.statistics?.includes(kind)),
  )
  if (!kinds.length) return undefined
  return (rows) => (
    <Table.Summary>
      {kinds.map((kind) => {
        const cells: ReactNode[] = columns.map((column) => {
          if (!column.statistics?.includes(kind)) return undefined
          const value = figure(kind, numbersOf(rows, column.field))
          return value === undefined ? '' : cellOf(column)(value, { column, record: { [column.field]: value } })
        })
        const leading = layout.selection ? [undefined] : []
        const all = [...leading, ...cells, ...(layout.actions ? [undefined] : [])]
        const titleAt = all.findIndex((cell) => cell === undefined)
        const aligned = [...(layout.selection ? [undefined] : []), ...columns.map(alignOf)]
        return (
          <Table.Summary.Row key={kind}>
            {all.map((cell, index) => (
              <Table.Summary.Cell key={index} index={index} align={aligned[index]}>
                {index === titleAt ? <strong>{TITLES[kind]}</strong> : cell}
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        )
      })}
    </Table.Summary>
  )
}
