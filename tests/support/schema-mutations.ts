/**
 * Random changes an author's slip or a bad merge could make to a page schema, for the schema fuzz tests: a value of
 * the wrong type, an unknown key, a removed key, a huge array.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** Every object and array of a schema, each with the keys it holds. */
function containers(value: Json, found: (Json[] | { [key: string]: Json })[] = []) {
  if (value && typeof value === 'object') {
    found.push(value)
    for (const item of Object.values(value)) containers(item, found)
  }
  return found
}

const WRONG_VALUES: Json[] = [null, 0, -1, '', 'x', true, [], {}, '{{ broken(', '{{ nobody.knows }}', 'no/such/action']

/** A copy of `schema` with one random change drawn from `random`; a grown array gains `hugeLength` copies of its first item. */
export function mutate(schema: Json, random: () => number, hugeLength = 500): Json {
  const copy = structuredClone(schema)
  const targets = containers(copy)
  const target = targets[Math.floor(random() * targets.length)]
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]
  const keys: (string | number)[] = Array.isArray(target) ? target.map((_, index) => index) : Object.keys(target)
  const choice = random()
  if (Array.isArray(target) && choice < 0.25) {
    target.push(...Array.from({ length: hugeLength }, () => structuredClone(target[0] ?? null)))
  } else if (!Array.isArray(target) && choice < 0.4) {
    target[`unknown${Math.floor(random() * 100)}`] = pick(WRONG_VALUES)
  } else if (!Array.isArray(target) && choice < 0.55 && keys.length > 0) {
    delete target[String(pick(keys))]
  } else if (keys.length > 0) {
    ;(target as Record<string | number, Json>)[pick(keys)] = structuredClone(pick(WRONG_VALUES))
  }
  return copy
}
