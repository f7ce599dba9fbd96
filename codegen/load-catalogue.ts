import Ajv, { type Schema } from 'ajv'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type {
  ApiCatalogueSchema,
  EntitySchema,
  Fragment,
  Operation as CatalogueOperation,
} from '../renderers/generated/schema-language'
import { endpointsOf } from '../schemas/rules/resource'
import { loadSchemaFiles } from './load-schemas'
import { resourceOperations } from './resource-operations'

export type { Fragment }

/** A catalogue operation with the facts every generator needs spelled out. */
export interface Operation extends CatalogueOperation {
  /** Who may call it, with the default filled in: "anon" for an anonymous operation, else "signed-in". */
  permission: NonNullable<CatalogueOperation['permission']>
  id: string
  area: string
  /** Catalogue file name without .json (`data-source`): the operation's module is <generated folder>/api/<module>.ts. */
  module: string
  /** The `{name}`s of the path, in order. */
  pathVariables: string[]
}

const ENTITY_REF = /^\.\.\/entities\/([a-z][a-z0-9-]*)\.json$/

/** Entity id of a catalogue `$ref` (`../entities/sys-user.json` → `sys-user`). */
export function entityIdOf(ref: string): string {
  const match = ENTITY_REF.exec(ref)
  if (!match) throw new Error(`Not an entity reference: ${ref}`)
  return match[1]
}

function collectRefs(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => collectRefs(item, found))
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.add(value)
      else collectRefs(value, found)
    }
  }
  return found
}

/**
 * A catalogue file's operations: those it writes, and the standard ones of each resource it holds (an entity's
 * controller, `x-resource`). Fails on a resource whose entity has no controller, an operation given for an endpoint
 * the controller lacks, or a written operation taking a generated one's id.
 */
function operationsOf(file: string, catalogue: ApiCatalogueSchema, entities: Map<string, EntitySchema>) {
  const generated = Object.entries(catalogue.resources ?? {}).flatMap(([prefix, declared]) => {
    const entity = entities.get(declared.entity)
    const resource = entity?.['x-resource']
    if (!entity || !resource)
      throw new Error(`${file}: resource ${prefix} names ${declared.entity}, no entity with x-resource`)
    const extra = Object.keys(declared.operations ?? {}).filter(
      (role) => !endpointsOf(resource).some((r) => r === role),
    )
    if (extra.length) throw new Error(`${file}: resource ${prefix} has no endpoint ${extra.join()} (${resource.base})`)
    return Object.entries(resourceOperations(prefix, declared, { ...entity, 'x-resource': resource }))
  })
  const taken = generated.map(([id]) => id).filter((id) => Object.hasOwn(catalogue.operations ?? {}, id))
  if (taken.length) throw new Error(`${file}: ${taken.join()} written as well as generated from its resource`)
  return [...generated, ...Object.entries(catalogue.operations ?? {})]
}

/**
 * Every operation of `schemas/api/*.json`, validated against the catalogue meta-schema, sorted by id: those written
 * and the standard ones of the resources the files hold. Fails on a duplicate id, an unknown entity, or path
 * variables that disagree with `pathParams`.
 */
export function loadCatalogue(repoRoot: string): Operation[] {
  const meta = JSON.parse(readFileSync(join(repoRoot, 'schemas/meta/api-catalogue.schema.json'), 'utf8')) as Schema
  const ajv = new Ajv({ allErrors: true, strict: false })
  const validate = ajv.compile<ApiCatalogueSchema>(meta)
  const entities = new Map(
    loadSchemaFiles(repoRoot, 'schemas/entities').map((file) => [
      String(file.json.$id),
      file.json as unknown as EntitySchema,
    ]),
  )
  const byId = new Map<string, Operation>()
  for (const file of loadSchemaFiles(repoRoot, 'schemas/api')) {
    if (!validate(file.json)) throw new Error(`${file.path}: ${ajv.errorsText(validate.errors)}`)
    const operations = operationsOf(file.path, file.json, entities)
    for (const ref of collectRefs(operations, new Set())) {
      if (!entities.has(entityIdOf(ref))) throw new Error(`${file.path}: no entity schema for ${ref}`)
    }
    for (const [id, operation] of operations) {
      if (byId.has(id)) throw new Error(`${file.path}: operation ${id} is also declared in area ${byId.get(id)!.area}`)
      const pathVariables = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1])
      const described = Object.keys(operation.pathParams ?? {})
      if (described.length > 0 && described.sort().join() !== [...pathVariables].sort().join()) {
        throw new Error(
          `${file.path}: ${id} describes path parameters ${described.join()} but its path has ${pathVariables.join()}`,
        )
      }
      const module = file.path.replace(/^.*\//, '').replace(/\.json$/, '')
      const permission = operation.permission ?? (operation.anon ? 'anon' : 'signed-in')
      byId.set(id, { ...operation, permission, id, area: file.json.area, module, pathVariables })
    }
  }
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}
