import { readFileSync } from 'node:fs'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** How vitest reads a file's own environment from its docblock (`// @vitest-environment node`). */
const DECLARED_ENVIRONMENT = /@(?:vitest|jest)-environment\s+([\w-]+)\b/

function environmentOf(spec: TestSpecification): string {
  const declared = readFileSync(spec.moduleId, 'utf8').match(DECLARED_ENVIRONMENT)?.[1]
  return declared ?? spec.project.config.environment
}

/**
 * vitest's order (project by project, the longest files first), with each project's files of one environment run
 * together, and the files that draw in jsdom after all the others. A worker of a shared-module project
 * (vitest.config.ts) is kept for the next file only when that file runs in the same environment; a node-environment
 * file between two jsdom ones ended the worker, and the next jsdom file evaluated React, antd, Formily and the built-in
 * backend again in a new one (45 times in the integration project).
 *
 * jsdom last: a drawn antd message keeps its closing timer after its page is unmounted (rc-notification's Notice
 * clears it only for notices that pause on hover, which messages do not), and when it fired after the worker had taken
 * jsdom's window away for the node-environment files that followed, React's update threw `window is not defined` and
 * failed the run (seen once, after the integration files had become fast enough to reach the node files within a
 * message's three seconds). After the last jsdom file a worker ends, and its timers with it.
 */
export class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const groups = new Map<string, { drawn: boolean; specs: TestSpecification[] }>()
    for (const spec of await super.sort(files)) {
      const environment = environmentOf(spec)
      const key = `${spec.project.name} ${environment}`
      const group = groups.get(key)
      if (group) group.specs.push(spec)
      else groups.set(key, { drawn: environment === 'jsdom', specs: [spec] })
    }
    const ordered = [...groups.values()]
    return [...ordered.filter((group) => !group.drawn), ...ordered.filter((group) => group.drawn)].flatMap(
      (group) => group.specs,
    )
  }
}
