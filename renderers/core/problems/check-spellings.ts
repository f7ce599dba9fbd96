import { partOf, PLACES } from './old-spellings'
import { missingProperty, pointerOf, type SchemaProblem } from './problems'

type Path = (string | number)[]

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value)

/** A new name in quotes; a sentence naming it and a prop (dict，x-component-props.type 为 radio) as it is. */
const quoted = (spelling: string): string => (/^[\w.-]+$/.test(spelling) ? `"${spelling}"` : spelling)

function visit(value: unknown, placeName: string, path: Path, problems: SchemaProblem[], covered: Set<string>): void {
  const place = PLACES[placeName]
  if (!place || !isObject(value)) return
  const add = (at: Path, message: string) => problems.push({ pointer: pointerOf(at), message })
  for (const [key, spelling] of Object.entries(place.renamedKeys ?? {})) {
    if (!(key in value)) continue
    add([...path, key], `已改名为 ${spelling}`)
    // The meta-schema misses the new name where the old one stands; saying so again adds nothing.
    covered.add(`${pointerOf(path)}\n${missingProperty(spelling.split('.')[0])}`)
  }
  for (const [key, spelling] of Object.entries(place.movedKeys ?? {}))
    if (key in value) add([...path, key], `已移到 ${spelling}`)
  for (const [key, values] of Object.entries(place.renamedValues ?? {})) {
    const old = value[key]
    if (typeof old === 'string' && Object.hasOwn(values, old))
      add([...path, key], `"${old}" 已改名为 ${quoted(values[old])}`)
  }
  for (const [key, spec] of Object.entries(place.parts ?? {})) {
    const { place: part, shape } = partOf(spec)
    const held = value[key]
    if (shape === 'one') visit(held, part, [...path, key], problems, covered)
    else if (shape === 'array' && Array.isArray(held))
      held.forEach((item, index) => visit(item, part, [...path, key, index], problems, covered))
    else if (shape === 'map' && isObject(held))
      for (const [name, item] of Object.entries(held)) visit(item, part, [...path, key, name], problems, covered)
  }
  for (const [key, { sibling, places }] of Object.entries(place.partsBy ?? {})) {
    const chosen = value[sibling]
    if (typeof chosen === 'string' && Object.hasOwn(places, chosen))
      visit(value[key], places[chosen], [...path, key], problems, covered)
  }
}

/**
 * Every old spelling in a schema of the given place (listPage, formPage, picker), each at its JSON pointer with the
 * new spelling, so a schema written before the language settled says exactly what to change.
 */
export function oldSpellings(schema: unknown, place: string): OldSpellings {
  const problems: SchemaProblem[] = []
  const covered = new Set<string>()
  visit(schema, place, [], problems, covered)
  return { problems, covered }
}

/** What an old spelling causes the other checks to say as well: a new name reported missing in the same object. */
export interface OldSpellings {
  problems: SchemaProblem[]
  covered: ReadonlySet<string>
}

/**
 * The old-spelling problems first, then the other checks' for everything else: their own report of a renamed key or
 * value (at the same pointer), or of its new name missing, says less and goes.
 */
export function withOldSpellings({ problems, covered }: OldSpellings, others: SchemaProblem[]): SchemaProblem[] {
  const named = new Set(problems.map((problem) => problem.pointer))
  const said = (problem: SchemaProblem) =>
    named.has(problem.pointer) || covered.has(`${problem.pointer}\n${problem.message}`)
  return [...problems, ...others.filter((problem) => !said(problem))]
}
