import type { EntitySchema } from '../generated/schema-language'
import { validateEntity } from '../generated/validate/entity'
import { fieldRuleProblems } from '@schemas/rules/field-rules'
import { fromAjv } from './problems/problems'

// Fetched one by one, with the first page that names each: a screen does not carry every other screen's entity.
const files = import.meta.glob<EntitySchema>('/schemas/entities/*.json', { import: 'default' })

const entities = new Map<string, EntitySchema>()

const fileOf = (id: string) => `/schemas/entities/${id}.json`

/** The entity schemas by $id that are here (fetched or registered), for checking a page's `entity` and its defaults. */
export const findEntity = (id: string): EntitySchema | undefined => entities.get(id)

/** True when `findEntity(id)` answers for good: the entity is here, or no bundled file has that $id. */
export const entityReady = (id: string): boolean => entities.has(id) || !(fileOf(id) in files)

/** Fetches the bundled entity `id` (a file named after its $id) unless it is here already or does not exist. */
export async function loadEntity(id: string): Promise<void> {
  const load = files[fileOf(id)]
  if (entities.has(id) || !load) return
  const entity = await load()
  entities.set(entity.$id, entity)
  dictCodes = undefined
}

// Every page check asks for them: worked out again only after an entity arrives.
let dictCodes: readonly string[] | undefined

/** Plain dictionary codes the entities that are here declare (x-dict without commas). */
export const entityDictCodes = (): readonly string[] =>
  (dictCodes ??= [...entities.values()].flatMap((entity) =>
    Object.values(entity.properties).flatMap((field) =>
      field['x-dict'] && !field['x-dict'].includes(',') ? [field['x-dict']] : [],
    ),
  ))

/** Adds an entity schema from another source (beside a registered page); an invalid one is refused. */
export function registerEntity(schema: unknown): void {
  const valid = validateEntity(schema)
  const problems = valid ? fieldRuleProblems(schema) : fromAjv(validateEntity.errors)
  if (!valid || problems.length > 0)
    throw new Error(`实体配置有误：${problems.map((problem) => `${problem.pointer} ${problem.message}`).join('；')}`)
  entities.set(schema.$id, schema)
  dictCodes = undefined
}
