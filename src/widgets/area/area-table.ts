/** Code → (child code → name), as the bundled table keeps it; the provinces hang under the root code 86. */
export type AreaTable = Record<string, Record<string, string>>

export const AREA_ROOT = '86'

export interface AreaOption {
  value: string
  label: string
  children?: AreaOption[]
}

let loading: Promise<AreaTable> | undefined

/** The province/city/district table, fetched as its own chunk the first time an area picker needs it. */
export function loadAreaTable(): Promise<AreaTable> {
  loading ??= import('china-area-data/data.json').then((module) => module.default as AreaTable)
  return loading
}

/** Codes and names one level below `code`. */
export const childrenOf = (table: AreaTable, code: string): AreaOption[] =>
  Object.entries(table[code] ?? {}).map(([value, label]) => ({ value, label }))

const parentIndexes = new WeakMap<AreaTable, Map<string, string>>()

/** Child code → parent code, built once per table. */
function parentsOf(table: AreaTable): Map<string, string> {
  let parents = parentIndexes.get(table)
  if (!parents) {
    parents = new Map()
    for (const [parent, children] of Object.entries(table))
      for (const child of Object.keys(children)) parents.set(child, parent)
    parentIndexes.set(table, parents)
  }
  return parents
}

/** The codes from the province down to `code`; empty when the table does not know it. */
export function pathOf(table: AreaTable, code: string | undefined): string[] {
  if (!code) return []
  const parents = parentsOf(table)
  const path: string[] = []
  for (let current: string | undefined = code; current && current !== AREA_ROOT; current = parents.get(current)) {
    if (!parents.has(current)) return []
    path.unshift(current)
  }
  return path
}

/** The whole table as nested cascader options. */
export function cascaderOptions(table: AreaTable, code = AREA_ROOT): AreaOption[] {
  return childrenOf(table, code).map((option) =>
    table[option.value] ? { ...option, children: cascaderOptions(table, option.value) } : option,
  )
}

/** The names from the province down to `code`; empty when the table does not know it. */
export function namesOf(table: AreaTable, code: string | undefined): string[] {
  const path = pathOf(table, code)
  return path.map((child, level) => table[level === 0 ? AREA_ROOT : path[level - 1]]?.[child] ?? child)
}
