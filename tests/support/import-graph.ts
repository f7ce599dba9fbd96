import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { aliases } from '../../build/aliases'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** The import graph of source folders, tests left out: their files and every import between them. */
export interface ImportGraph {
  files: string[]
  /** Static, type-only, re-exports and `import()`. */
  edges: [from: string, to: string][]
}

/** The aliases vite, vitest and tsconfig share (build/aliases.ts), as folders relative to the repository. */
const ALIASES = Object.entries(aliases).map(([alias, path]) => [alias, relative(root, path)] as const)

/** The repository-relative path a specifier names (without extension), relative or through an alias. */
function pathOf(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return join(dirname(from), specifier)
  for (const [alias, folder] of ALIASES) {
    if (specifier === alias) return folder
    if (specifier.startsWith(`${alias}/`)) return join(folder, specifier.slice(alias.length + 1))
  }
  return undefined
}

/**
 * Reads every `.ts`/`.tsx` file under `folders` (relative to the repository, e.g. `renderers`) and the imports that
 * name another of them, relative or through an alias (`@renderers/`, `@/` …).
 */
export function importGraph(...folders: string[]): ImportGraph {
  const files = folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => join(folder, name)),
  )
  const known = new Set(files)

  /** The file a specifier names, if it names one of the folders'. */
  const resolve = (from: string, specifier: string): string | undefined => {
    const base = pathOf(from, specifier)
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
