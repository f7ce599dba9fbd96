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
 * together. A worker of a shared-module project (vitest.config.ts) is kept for the next file only when that file runs
 * in the same environment; a node-environment file between two jsdom ones ended the worker, and the next jsdom file
 * evaluated React, antd, Formily and the built-in backend again in a new one (45 times in the integration project).
 */
export class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const groups = new Map<string, TestSpecification[]>()
    for (const spec of await super.sort(files)) {
      const key = `${spec.project.name} ${environmentOf(spec)}`
      const group = groups.get(key)
      if (group) group.push(spec)
      else groups.set(key, [spec])
    }
    return [...groups.values()].flat()
  }
}
