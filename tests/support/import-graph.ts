import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** The import graph of one source folder, tests left out: its files and every import between them. */
export interface ImportGraph {
  files: string[]
  /** Static, type-only, re-exports and `import()`: the lint rule import-x/no-cycle skips `import type`. */
  edges: [from: string, to: string][]
}

/**
 * Reads every `.ts`/`.tsx` file under `folder` (relative to the repository, e.g. `renderers`) and the imports that name
 * another of them, relative or through the folder's alias (`@renderers/`).
 */
export function importGraph(folder: string, alias: string): ImportGraph {
  const files = readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(folder, name))
  const known = new Set(files)

  /** The file a specifier names, if it names one of the folder's. */
  const resolve = (from: string, specifier: string): string | undefined => {
    const base = specifier.startsWith(alias)
      ? join(folder, specifier.slice(alias.length))
      : specifier.startsWith('.')
        ? join(dirname(from), specifier)
        : undefined
    if (base === undefined) return undefined
    const stem = base.replace(/\.(tsx?|js)$/, '')
    return [`${stem}.ts`, `${stem}.tsx`, join(stem, 'index.ts'), join(stem, 'index.tsx')].find((candidate) =>
      known.has(candidate),
    )
  }

  const edges = files.flatMap((file) =>
    ts
      .preProcessFile(readFileSync(join(root, file), 'utf8'), true, true)
      .importedFiles.map(({ fileName }) => resolve(file, fileName))
      .filter((target): target is string => target !== undefined && target !== file)
      .map((target): [string, string] => [file, target]),
  )
  return { files, edges }
}

/** Strongly connected groups of more than one file (Tarjan), each sorted. */
export function circles({ files, edges }: ImportGraph): string[][] {
  const next = new Map<string, string[]>(files.map((file) => [file, []]))
  for (const [from, to] of edges) next.get(from)!.push(to)
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const target of next.get(file)!) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file)!, low.get(target)!))
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!))
    }
    if (low.get(file) !== index.get(file)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== file)
    if (group.length > 1) found.push(group.sort())
  }
  for (const file of files) if (!index.has(file)) visit(file)
  return found
}
