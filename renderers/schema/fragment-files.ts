import { fragmentNames } from './resolve-fragments'

// Fetched one by one, with the first page that uses each: a screen does not carry the fragments of other screens.
const files = import.meta.glob('/schemas/fragments/*.json', { import: 'default' })

const fragments = new Map<string, unknown>()

const fileOf = (name: string) => `/schemas/fragments/${name}.json`

/** The fragment of that name, when it is here (fetched); undefined when not fetched or when there is none. */
export const findFragment = (name: string): unknown => fragments.get(name)

/** The names a value refers to, with those its fragments refer to, that are bundled but not fetched yet. */
function missingFragments(value: unknown): string[] {
  const missing = new Set<string>()
  const seen = new Set<string>()
  const visit = (node: unknown) => {
    for (const name of fragmentNames(node)) {
      if (seen.has(name)) continue
      seen.add(name)
      if (fragments.has(name)) visit(fragments.get(name))
      else if (fileOf(name) in files) missing.add(name)
    }
  }
  visit(value)
  return [...missing]
}

/** True when resolving the value's fragments needs nothing fetched (an unknown name is reported, not awaited). */
export const fragmentsReady = (value: unknown): boolean => missingFragments(value).length === 0

/** Fetches the bundled fragments a value refers to, and those they refer to. */
export async function loadFragments(value: unknown): Promise<void> {
  for (let missing = missingFragments(value); missing.length; missing = missingFragments(value))
    await Promise.all(
      missing.map(async (name) => {
        fragments.set(name, await files[fileOf(name)]())
      }),
    )
}
