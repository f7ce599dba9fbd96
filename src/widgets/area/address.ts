import { AREA_ROOT, childrenOf, type AreaTable } from './area-table'

/** City-level entries that stand for "the province's own districts"; addresses never spell them out. */
const UNWRITTEN = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划'])

export interface SplitAddress {
  /** Codes of the regions the text begins with, province first. */
  path: string[]
  /** The text after them (street, building …). */
  detail: string
}

/** The regions a free-text address begins with (北京市海淀区… → 北京市 › 市辖区 › 海淀区) and the rest. */
export function splitAddress(table: AreaTable, text: string | undefined): SplitAddress {
  const path: string[] = []
  let rest = text ?? ''
  let parent = AREA_ROOT
  while (table[parent]) {
    const children = childrenOf(table, parent)
    const written = children.find((child) => rest.startsWith(child.label))
    if (written) {
      path.push(written.value)
      rest = rest.slice(written.label.length)
      parent = written.value
      continue
    }
    // An unwritten city level: the text goes on with one of its districts.
    const unwritten = children
      .filter((child) => UNWRITTEN.has(child.label))
      .flatMap((child) => childrenOf(table, child.value).map((district) => ({ city: child.value, district })))
      .find(({ district }) => rest.startsWith(district.label))
    if (!unwritten) break
    path.push(unwritten.city, unwritten.district.value)
    rest = rest.slice(unwritten.district.label.length)
    parent = unwritten.district.value
  }
  return { path, detail: rest }
}

/** The address text of regions and detail, as people write it (no 市辖区). */
export function joinAddress(table: AreaTable, path: string[], detail: string): string {
  let parent = AREA_ROOT
  const names = path.map((code) => {
    const name = table[parent]?.[code] ?? ''
    parent = code
    return UNWRITTEN.has(name) ? '' : name
  })
  return names.join('') + detail
}
