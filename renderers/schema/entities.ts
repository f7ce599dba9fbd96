import type { EntitySchema } from '@/generated/validators'

const files = import.meta.glob<EntitySchema>('/schemas/entities/*.json', { eager: true, import: 'default' })

/** The entity schemas by $id, for checking a page's `entity` and collecting the dictionaries they name. */
export const ENTITIES: ReadonlyMap<string, EntitySchema> = new Map(Object.values(files).map((entity) => [entity.$id, entity]))

/** Plain dictionary codes the entities declare (x-dict without commas). */
export const ENTITY_DICT_CODES: readonly string[] = [...ENTITIES.values()].flatMap((entity) =>
  Object.values(entity.properties).flatMap((field) => (field['x-dict'] && !field['x-dict'].includes(',') ? [field['x-dict']] : [])),
)
