import { partOf, PLACES } from './old-spellings'
import { missingProperty, pointerOf, type SchemaProblem } from './problems'

type Path = (string | number)[]

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value)

/** A new name in quotes; a sentence naming it and a prop (dict，x-component-props.type 为 radio) as it is. */
const quoted = (spelling: string): string => (/^[\w.-]+$/.test(spelling) ? `"${spelling}"` : spelling)

/** A place's table as the walk reads it, its entries listed once rather than on each object of the place. */
interface PlaceEntries {
  renamedKeys: [string, string][]
  movedKeys: [string, string][]
  renamedValues: [string, Readonly<Record<string, string>>][]
  parts: [string, ReturnType<typeof partOf>][]
  partsBy: [string, { sibling: string; places: Readonly<Record<string, string>> }][]
}

const ENTRIES = new Map(
  Object.entries(PLACES).map(([name, place]): [string, PlaceEntries] => [
    name,
    {
      renamedKeys: Object.entries(place.renamedKeys ?? {}),
      movedKeys: Object.entries(place.movedKeys ?? {}),
      renamedValues: Object.entries(place.renamedValues ?? {}),
      parts: Object.entries(place.parts ?? {}).map(([key, spec]) => [key, partOf(spec)]),
      partsBy: Object.entries(place.partsBy ?? {}),
    },
  ]),
)

/** Walks a schema from a place, with one path grown and shrunk as it goes (the walk runs on every check of a page). */
function visitor(problems: SchemaProblem[], covered: Set<string>) {
  const path: Path = []
  const add = (key: string, message: string) => problems.push({ pointer: pointerOf([...path, key]), message })
  const below = (key: string | number, held: unknown, part: string) => {
    path.push(key)
    visit(held, part)
    path.pop()
  }
  const visit = (value: unknown, placeName: string): void => {
    const place = ENTRIES.get(placeName)
    if (!place || !isObject(value)) return
    for (const [key, spelling] of place.renamedKeys) {
      if (!(key in value)) continue
      add(key, `已改名为 ${spelling}`)
      // The meta-schema misses the new name where the old one stands; saying so again adds nothing.
      covered.add(`${pointerOf(path)}\n${missingProperty(spelling.split('.')[0])}`)
    }
    for (const [key, spelling] of place.movedKeys) if (key in value) add(key, `已移到 ${spelling}`)
    for (const [key, values] of place.renamedValues) {
      const old = value[key]
      if (typeof old === 'string' && Object.hasOwn(values, old)) add(key, `"${old}" 已改名为 ${quoted(values[old])}`)
    }
    for (const [key, { place: part, shape }] of place.parts) {
      const held = value[key]
      if (shape === 'one') below(key, held, part)
      else if (shape === 'array' && Array.isArray(held)) {
        path.push(key)
        held.forEach((item, index) => below(index, item, part))
        path.pop()
      } else if (shape === 'map' && isObject(held)) {
        path.push(key)
        for (const [name, item] of Object.entries(held)) below(name, item, part)
        path.pop()
      }
    }
    for (const [key, { sibling, places }] of place.partsBy) {
      const chosen = value[sibling]
      if (typeof chosen === 'string' && Object.hasOwn(places, chosen)) below(key, value[key], places[chosen])
    }
  }
  return visit
}

/**
 * Every old spelling in a schema of the given place (listPage, formPage, picker), each at its JSON pointer with the
 * new spelling, so a schema written before the language settled says exactly what to change.
 */
export function oldSpellings(schema: unknown, place: string): OldSpellings {
  const problems: SchemaProblem[] = []
  const covered = new Set<string>()
  visitor(problems, covered)(schema, place)
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
