import { describe, expect, it } from 'vitest'
import { circles, importGraph } from '../support/import-graph'

/**
 * The import structure of the built-in backend (`mocks/`), type-only and dynamic imports included: no file circle,
 * the kernel (`mocks/kernel/`) importing nothing outside itself (areas register with it, never the other way), and the
 * areas (`mocks/areas/<area>/`) depending on each other in one direction only. Each figure is 0 and stays 0.
 */
const graph = importGraph('mocks')

const KERNEL = 'mocks/kernel/'

/** The area a file belongs to (`system`, `finance` …), if it is in one. */
const areaOf = (file: string) => /^mocks\/areas\/([^/]+)\//.exec(file)?.[1]

describe('the built-in backend import structure', () => {
  it('reads the backend', () => {
    expect(graph.files.length).toBeGreaterThan(250)
    expect(graph.files.filter((file) => file.startsWith(KERNEL)).length).toBeGreaterThan(80)
    expect(new Set(graph.files.map(areaOf).filter(Boolean)).size).toBeGreaterThan(10)
  })

  it('has no import circle, import type counted', () => {
    const found = circles(graph)
    expect(found, found.map((group) => group.join(', ')).join('\n')).toEqual([])
  })

  it('has no back-arrow: the kernel imports only the kernel', () => {
    const backArrows = graph.edges
      .filter(([from, to]) => from.startsWith(KERNEL) && !to.startsWith(KERNEL))
      .map(([from, to]) => `${from} -> ${to}`)
    expect(backArrows).toEqual([])
  })

  it('has no circle between areas', () => {
    const arrows = new Map<string, [string, string]>()
    for (const [from, to] of graph.edges) {
      const [source, target] = [areaOf(from), areaOf(to)]
      if (source && target && source !== target) arrows.set(`${source} -> ${target}`, [source, target])
    }
    const areas = [...new Set(graph.files.map(areaOf).filter((area): area is string => !!area))]
    const found = circles({ files: areas, edges: [...arrows.values()] })
    expect(found, found.map((group) => group.join(', ')).join('\n')).toEqual([])
  })
})
