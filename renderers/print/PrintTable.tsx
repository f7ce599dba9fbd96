import type { EntitySchema, PrintTable as TableBlock } from '../generated/schema-language'
import type { Row } from '../core/rows-of'
import { textOf } from '../core/text-of'
import { PrintValue } from './PrintValue'

/** The total of a column over the rows, to the fen; rows without a number there add nothing. */
const total = (rows: readonly Row[], field: string): number =>
  Math.round(rows.reduce((sum, row) => sum + (Number(row[field]) || 0), 0) * 100) / 100

/**
 * Rows of a source as a table: its header repeats on every printed page it runs onto (print CSS), and `sum` adds a
 * 合计 row under it, a capital column's total written in capitals too.
 */
export function PrintTable({ block, entity, rows }: { block: TableBlock; entity: EntitySchema; rows: Row[] }) {
  const definitionOf = (field: string) => entity.properties[field]
  const numeric = (field: string) => definitionOf(field)?.format === 'money' || definitionOf(field)?.type === 'number'
  const sums = block.sum ? Object.fromEntries(block.sum.map((field) => [field, total(rows, field)])) : undefined
  return (
    <>
      {block.title && <h2>{block.title}</h2>}
      <table>
        <thead>
          <tr>
            {block.columns.map((column) => (
              <th key={column.field}>{column.title ?? definitionOf(column.field)?.title}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={textOf(row.id) || index}>
              {block.columns.map((column) => (
                <td key={column.field} className={numeric(column.field) ? 'print-number' : undefined}>
                  <PrintValue record={row} field={column.field} definition={definitionOf(column.field)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {sums && (
          <tfoot>
            <tr>
              {block.columns.map((column, index) => (
                <td key={column.field} className={column.field in sums ? 'print-number' : undefined}>
                  {column.field in sums ? (
                    <PrintValue
                      record={sums}
                      field={column.field}
                      definition={definitionOf(column.field)}
                      capital={column.capital}
                    />
                  ) : (
                    index === 0 && '合计'
                  )}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </>
  )
}
