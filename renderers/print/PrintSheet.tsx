import type { EntitySchema, PrintBlock, PrintPageSchema } from '../generated/schema-language'
import { findEntity } from '../core/entities'
import { resolveDeep } from '../core/templates'
import { textOf } from '../core/text-of'
import type { Row } from '../core/rows-of'
import type { SourceRows } from './use-print-sources'
import { PrintFields } from './PrintFields'
import { PrintTable } from './PrintTable'

const NO_FIELDS: EntitySchema = { $schema: '', $id: '', title: '', type: 'object', properties: {} }

/** An entity the check made sure of; a template registered with one unknown draws its values without titles. */
const entityOf = (id: string): EntitySchema => findEntity(id) ?? NO_FIELDS

interface BlockProps {
  block: PrintBlock
  /** The entity of the sheet's record. */
  entity: string
  scope: { record: Row }
  sources: SourceRows
}

function Block({ block, entity, scope, sources }: BlockProps) {
  switch (block.kind) {
    case 'fields':
      return <PrintFields block={block} entity={entityOf(entity)} record={scope.record} />
    case 'table':
      return <PrintTable block={block} entity={entityOf(block.entity)} rows={sources[block.source] ?? []} />
    case 'text':
      return <p>{textOf(resolveDeep(block.text, scope))}</p>
    case 'signatures':
      return (
        <div className="print-signatures">
          {block.titles.map((title) => (
            <div key={title}>
              <div>{title}：</div>
              <div>日期：</div>
            </div>
          ))}
        </div>
      )
  }
}

/** One sheet: the letterhead, the template's title, then its blocks over the sheet's record. */
export function PrintSheet({
  page,
  scope,
  sources,
}: {
  page: PrintPageSchema
  scope: { record: Row; parent?: Row }
  sources: SourceRows
}) {
  const { letterhead } = page
  return (
    <section className="print-sheet">
      {letterhead && (
        <header className="print-letterhead">
          {letterhead.logo && <img src={letterhead.logo} alt="" />}
          <div>
            <strong>{letterhead.name}</strong>
            {letterhead.lines?.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </div>
        </header>
      )}
      <h1>{page.title}</h1>
      {page.body.map((block, index) => (
        <Block key={index} block={block} entity={page.entity} scope={scope} sources={sources} />
      ))}
    </section>
  )
}
