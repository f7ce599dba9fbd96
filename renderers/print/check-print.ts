import type { EntitySchema, PrintField, PrintPageSchema } from '../generated/schema-language'
import { findEntity } from '../core/entities'
import { expressionProblems } from '../core/problems/expression-problems'
import { pointerOf, type SchemaProblem } from '../core/problems/problems'

type Path = (string | number)[]

/**
 * What the meta-schema cannot say about a print template: its entities exist and hold the fields it prints, the
 * sources a table or `each` names are the template's, a total is one of the table's columns, and its placeholders
 * parse. Each problem at its JSON pointer.
 */
export function checkPrint(page: PrintPageSchema): SchemaProblem[] {
  const problems: SchemaProblem[] = []
  const add = (at: Path, message: string) => problems.push({ pointer: pointerOf(at), message })
  const entityAt = (id: string, at: Path): EntitySchema | undefined => {
    const entity = findEntity(id)
    if (!entity) add(at, `未知的实体 "${id}"（schemas/entities/${id}.json 不存在）`)
    return entity
  }
  const fieldsOf = (entity: EntitySchema | undefined, fields: readonly PrintField[], at: Path) =>
    fields.forEach((field, index) => {
      if (entity && !Object.hasOwn(entity.properties, field.field))
        add([...at, index, 'field'], `未知的字段 "${field.field}"（实体 ${entity.$id} 中没有）`)
    })
  const source = (name: string, at: Path) => {
    if (!page.sources || !Object.hasOwn(page.sources, name)) add(at, `未知的数据源 "${name}"（模板的 sources 中没有）`)
  }
  const entity = entityAt(page.entity, ['entity'])
  if (page.each !== undefined) source(page.each, ['each'])
  for (const [name, call] of Object.entries(page.sources ?? {})) expressionProblems(call, ['sources', name], problems)
  page.body.forEach((block, index) => {
    const at = ['body', index]
    if (block.kind === 'fields') fieldsOf(entity, block.fields, [...at, 'fields'])
    if (block.kind === 'text') expressionProblems(block.text, [...at, 'text'], problems)
    if (block.kind !== 'table') return
    source(block.source, [...at, 'source'])
    fieldsOf(entityAt(block.entity, [...at, 'entity']), block.columns, [...at, 'columns'])
    block.sum?.forEach((field, position) => {
      if (!block.columns.some((column) => column.field === field))
        add([...at, 'sum', position], `合计的 "${field}" 不是表格的列`)
    })
  })
  return problems
}
