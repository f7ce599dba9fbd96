import type { EntitySchema, PrintFields as FieldsBlock } from '../generated/schema-language'
import type { Row } from '../core/rows-of'
import { fieldRows } from './field-rows'
import { PrintValue } from './PrintValue'

const DEFAULT_COLUMNS = 2

/** The record's fields as a bordered grid of title and value cells; the last field of a row stretches to its end. */
export function PrintFields({ block, entity, record }: { block: FieldsBlock; entity: EntitySchema; record: Row }) {
  const columns = block.columns ?? DEFAULT_COLUMNS
  return (
    <>
      {block.title && <h2>{block.title}</h2>}
      <table>
        <tbody>
          {fieldRows(block.fields, columns).map((row) => {
            const used = row.reduce((sum, field) => sum + Math.min(field.span ?? 1, columns), 0)
            return (
              <tr key={row.map((field) => field.field).join()}>
                {row.map((field, index) => {
                  const span = Math.min(field.span ?? 1, columns) + (index === row.length - 1 ? columns - used : 0)
                  const definition = entity.properties[field.field]
                  return [
                    <th key={`${field.field}-title`}>{field.title ?? definition?.title}</th>,
                    <td key={field.field} colSpan={span * 2 - 1}>
                      <PrintValue record={record} field={field.field} definition={definition} capital={field.capital} />
                    </td>,
                  ]
                })}
              </tr>
            )
          })}
        </tbody>
      </table>
    </>
  )
}
