import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { circles, importGraph } from '../support/import-graph'

/**
 * The import structure of the engine (`renderers/`), type-only and dynamic imports included (a circle closed through
 * `import type` is a circle too; tests/unit/import-circles.test.ts holds that for the repository). The engine stands
 * in floors: no file reaches itself through its imports, no two folders import each other, and only a few imports run
 * from a lower folder up to a higher one (BACK_ARROWS, which may only go down). A failure names the files to look at.
 */
const BACK_ARROWS = 3

const graph = importGraph('renderers')
const { files: engineFiles, edges } = graph
const known = new Set(engineFiles)

const isWidgetFolder = (path: string) => known.has(join(path, 'index.ts')) || known.has(join(path, 'index.tsx'))

/**
 * The engine folder a file belongs to (`renderers/list`, `renderers/form` …), or the file itself when it lies directly
 * in `renderers/`. A widget's folder (`renderers/widgets/date`) is one of its own: the widget registry finds the
 * widgets by a glob, not by an import, and each widget may use any renderer below it.
 */
function folderOf(file: string): string {
  const parts = file.split('/')
  if (parts.length === 2) return file
  const widget = parts.slice(0, 3).join('/')
  return parts[1] === 'widgets' && parts.length > 3 && isWidgetFolder(widget) ? widget : parts.slice(0, 2).join('/')
}

/** The imports between two folders, each `from -> to` once, with the file imports behind it. */
const folderArrows = new Map<string, string[]>()
for (const [from, to] of edges) {
  const arrow = `${folderOf(from)} -> ${folderOf(to)}`
  if (folderOf(from) !== folderOf(to)) folderArrows.set(arrow, [...(folderArrows.get(arrow) ?? []), `${from} -> ${to}`])
}
const folders = [...new Set(engineFiles.map(folderOf))]
const arrowPairs = [...folderArrows.keys()].map((arrow) => arrow.split(' -> ') as [string, string])

/** An arrow with the file imports behind it, for a failure message. */
const explained = (arrow: string) => [arrow, ...folderArrows.get(arrow)!.map((edge) => `    ${edge}`)].join('\n')

/** Folders whose files import each other's both ways. */
const folderPairs = (): string[] =>
  arrowPairs
    .filter(([from, to]) => from < to && folderArrows.has(`${to} -> ${from}`))
    .map(([from, to]) => `${explained(`${from} -> ${to}`)}\n${explained(`${to} -> ${from}`)}`)

/**
 * The fewest folder arrows that run back up, however the folders are stacked into floors (a folder above all it
 * imports): for each circle of folders, the order with the fewest arrows from a folder to one placed above it.
 */
function backArrows(): string[] {
  return circles({ files: folders, edges: arrowPairs }).flatMap((group) => {
    const importsOf = group.map((from) => group.map((to) => folderArrows.has(`${from} -> ${to}`)))
    // best[set] = the fewest back arrows when the folders of `set` fill the lowest floors, and the last one placed.
    const best: { cost: number; last: number; rest: number }[] = [{ cost: 0, last: -1, rest: 0 }]
    for (let set = 1; set < 1 << group.length; set++) {
      best[set] = { cost: Infinity, last: -1, rest: 0 }
      for (let top = 0; top < group.length; top++) {
        if (!(set & (1 << top))) continue
        const rest = set & ~(1 << top)
        const cost = best[rest].cost + group.filter((_, below) => rest & (1 << below) && importsOf[below][top]).length
        if (cost < best[set].cost) best[set] = { cost, last: top, rest }
      }
    }
    const order: number[] = []
    for (let set = (1 << group.length) - 1; set; set = best[set].rest) order.unshift(best[set].last)
    return order.flatMap((below, floor) =>
      order.slice(floor + 1).flatMap((above) => {
        const arrow = `${group[below]} -> ${group[above]}`
        return folderArrows.has(arrow) ? [explained(arrow)] : []
      }),
    )
  })
}

describe('the engine import structure', () => {
  it('reads the engine', () => {
    expect(engineFiles.length).toBeGreaterThan(200)
    expect(edges.length).toBeGreaterThan(engineFiles.length)
    expect(folders).toContain('renderers/widgets/date')
  })

  it('has no file that reaches itself through its imports, import type counted', () => {
    const found = circles(graph).map((group) => {
      const members = new Set(group)
      const inside = edges.filter(([from, to]) => members.has(from) && members.has(to))
      return inside.map(([from, to]) => `${from} -> ${to}`).join('\n')
    })
    expect(found, `circles, each by its imports:\n${found.join('\n\n')}`).toEqual([])
  })

  it('has no two folders importing each other', () => {
    const pairs = folderPairs()
    expect(pairs, `folders importing each other:\n${pairs.join('\n\n')}`).toEqual([])
  })

  it(`has at most ${BACK_ARROWS} folder arrows that run back up`, () => {
    const back = backArrows()
    expect(back.length, `arrows from a lower folder to a higher one:\n${back.join('\n')}`).toBeLessThanOrEqual(
      BACK_ARROWS,
    )
  })

  it('keeps core/ a floor of its own: it imports nothing else of the engine but the generated contract types', () => {
    const out = edges.filter(
      ([from, to]) => from.startsWith('renderers/core/') && !/^renderers\/(core|generated)\//.test(to),
    )
    expect(out.map(([from, to]) => `${from} -> ${to}`)).toEqual([])
  })
})
