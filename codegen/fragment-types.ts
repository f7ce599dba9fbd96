import { entityIdOf, type Fragment } from './load-catalogue'

/** Entity id → TypeScript type name (its `title`). */
export type EntityNames = Map<string, string>

const PRIMITIVE: Record<string, string> = {
  string: 'string',
  integer: 'number',
  number: 'number',
  boolean: 'boolean',
  null: 'null',
}

function entityName(ref: string, names: EntityNames): string {
  const name = names.get(entityIdOf(ref))
  if (!name) throw new Error(`Unknown entity reference ${ref}`)
  return name
}

/**
 * True when a fragment reads well inline (`SysUser`, `Partial<SysUser>`, `string[]`, `ImportResult | string`);
 * anything with properties of its own gets a named type instead.
 */
export function isInline(fragment: Fragment): boolean {
  if (fragment.$ref) return true
  if (fragment.oneOf) return fragment.oneOf.every(isInline)
  if (fragment.allOf || fragment.properties || fragment.additionalProperties !== undefined) return false
  if (fragment.type === 'array') return fragment.items ? isInline(fragment.items) : true
  return fragment.type !== 'object'
}

/** The TypeScript type of an inline fragment. */
export function inlineType(fragment: Fragment, names: EntityNames): string {
  if (fragment.$ref) {
    const name = entityName(fragment.$ref, names)
    return fragment['x-partial'] ? `Partial<${name}>` : name
  }
  if (fragment.oneOf) return fragment.oneOf.map((member) => inlineType(member, names)).join(' | ')
  if (fragment.enum) return fragment.enum.map((value) => JSON.stringify(value)).join(' | ')
  if (fragment.type === 'array') {
    const item = fragment.items ? inlineType(fragment.items, names) : 'unknown'
    return /[ |&]/.test(item) ? `(${item})[]` : `${item}[]`
  }
  if (fragment.type === 'string' && fragment.format === 'binary') return 'Blob'
  const types = Array.isArray(fragment.type) ? fragment.type : fragment.type ? [fragment.type] : []
  if (types.length === 0 || types.includes('object') || types.includes('array')) return 'unknown'
  return [...new Set(types.map((type) => PRIMITIVE[type]))].join(' | ')
}

/** Entity type names an inline fragment mentions, for the import line. */
export function entitiesOf(fragment: unknown, names: EntityNames, found = new Set<string>()): Set<string> {
  if (Array.isArray(fragment)) fragment.forEach((item) => entitiesOf(item, names, found))
  else if (fragment && typeof fragment === 'object') {
    for (const [key, value] of Object.entries(fragment)) {
      if (key === '$ref' && typeof value === 'string') found.add(entityName(value, names))
      else entitiesOf(value, names, found)
    }
  }
  return found
}

/**
 * A fragment as json-schema-to-typescript input: entity references become `tsType`s naming the imported entity
 * types (each declared once, in entities.ts), binary strings become Blob, and titles become doc comments (a titled
 * sub-schema would otherwise be emitted as a type alias of its own).
 */
export function forTypeGenerator(fragment: Fragment, names: EntityNames): Record<string, unknown> {
  if (fragment.$ref || (fragment.type === 'string' && fragment.format === 'binary')) {
    return { tsType: inlineType(fragment, names), ...(fragment.title ? { description: fragment.title } : {}) }
  }
  const out: Record<string, unknown> = {}
  const description = [fragment.title, fragment.description].filter(Boolean).join(': ')
  if (description) out.description = description
  for (const [key, value] of Object.entries(fragment)) {
    if (key === 'title' || key === 'description') continue
    if (key === 'properties') {
      out.properties = Object.fromEntries(
        Object.entries(value as Record<string, Fragment>).map(([name, field]) => [
          name,
          forTypeGenerator(field, names),
        ]),
      )
    } else if (key === 'items' || (key === 'additionalProperties' && typeof value === 'object')) {
      out[key] = forTypeGenerator(value as Fragment, names)
    } else if (key === 'allOf' || key === 'oneOf') {
      out[key] = (value as Fragment[]).map((member) => forTypeGenerator(member, names))
    } else out[key] = value
  }
  return out
}

/** Whether an object fragment demands at least one property, so the argument carrying it cannot be left out. */
export function hasRequired(fragment: Fragment, entityRequired: (ref: string) => boolean): boolean {
  if (fragment.$ref) return !fragment['x-partial'] && entityRequired(fragment.$ref)
  if (fragment.allOf) return fragment.allOf.some((member) => hasRequired(member, entityRequired))
  return (fragment.required ?? []).length > 0
}
