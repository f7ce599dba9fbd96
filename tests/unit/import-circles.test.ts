import { describe, expect, it } from 'vitest'
import { circles, importGraph } from '../support/import-graph'

/**
 * No import circle anywhere in the repository's own code, `import type` and `import()` counted: a circle makes module
 * evaluation order decide whether a value is defined yet, and a type-only circle is the same tangle one edit away.
 * This check stands in for the lint rule import-x/no-cycle, which skips type imports and took a sixth of ESLint's time.
 */
const graph = importGraph('src', 'renderers', 'mocks', 'schemas', 'codegen', 'build', 'tests')

describe('the import structure of the repository', () => {
  it('reads every source folder, the aliases resolved', () => {
    expect(graph.files.length).toBeGreaterThan(1000)
    const crossing = graph.edges.filter(([from, to]) => from.split('/')[0] !== to.split('/')[0])
    expect(crossing.some(([from, to]) => from.startsWith('src/') && to.startsWith('renderers/'))).toBe(true)
    expect(crossing.some(([from, to]) => from.startsWith('src/') && to.startsWith('mocks/'))).toBe(true)
  })

  it('has no import circle', () => {
    const found = circles(graph)
    expect(found, found.map((group) => group.join(', ')).join('\n')).toEqual([])
  })
})
