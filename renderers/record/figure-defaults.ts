import type { EntitySchema, Figure } from '../generated/schema-language'

type Properties = EntitySchema['properties']

/**
 * A figure showing a field of the record (no `source`) takes that field's title from the entity of the record's list
 * page, and two decimals when the field is an amount (`format` `money`); what the figure writes wins. A figure over a
 * source's rows sums a field of those rows, not of the record, so it keeps what it writes.
 */
export function withFigureDefaults(figures: readonly Figure[], properties: Properties | undefined): Figure[] {
  return figures.map((figure) => {
    const property = figure.source === undefined && figure.field !== undefined ? properties?.[figure.field] : undefined
    if (!property) return figure
    const title = figure.title ?? property.title
    const money = figure.money ?? (property.format === 'money' || undefined)
    return { ...figure, ...(title !== undefined && { title }), ...(money !== undefined && { money }) }
  })
}
