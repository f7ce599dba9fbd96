import { validateEntity, type EntitySchema } from '../generated/validators'
import { fromAjv } from './problems'

const files = import.meta.glob<EntitySchema>('/schemas/entities/*.json', { eager: true, import: 'default' })

const entities = new Map<string, EntitySchema>(Object.values(files).map((entity) => [entity.$id, entity]))

/** The entity schemas by $id, for checking a page's `entity` and collecting the dictionaries they name. */
export const findEntity = (id: string): EntitySchema | undefined => entities.get(id)

/** Plain dictionary codes the entities declare (x-dict without commas). */
export const entityDictCodes = (): string[] =>
  [...entities.values()].flatMap((entity) =>
    Object.values(entity.properties).flatMap((field) =>
      field['x-dict'] && !field['x-dict'].includes(',') ? [field['x-dict']] : [],
    ),
  )

/** Adds an entity schema from another source (beside a registered page); an invalid one is refused. */
export function registerEntity(schema: unknown): void {
  if (!validateEntity(schema)) {
    const problems = fromAjv(validateEntity.errors).map((problem) => `${problem.pointer} ${problem.message}`)
    throw new Error(`实体配置有误：${problems.join('；')}`)
  }
  entities.set(schema.$id, schema)
}
