import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { aliases } from '../../build/aliases'

const root = fileURLToPath(new URL('../..', import.meta.url))

interface Manifest {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest

/**
 * Code that ships: the app (src), the engine (renderers), the built-in backend (mocks: bundled for the browser
 * when no API base URL is set, and run by `npm run serve:mock`) and the pure checks beside the rule catalogue in
 * schemas/rules, which all three import. Their tests do not ship.
 */
const SHIPPED = ['src', 'renderers', 'mocks', 'schemas']

/** Everything else that imports packages: code generation, the build, tests and tool configurations. */
const TOOLING = ['codegen', 'build', 'tests', 'vite.config.ts', 'vitest.config.ts', 'eslint.config.js']

/** Dependencies no shipped file imports, each installed for a package that does import it. */
const NOT_IMPORTED: Record<string, string> = {
  'react-is': 'peer dependency of @formily/react, @formily/reactive-react and @formily/antd-v5',
  '@tiptap/pm': 'peer dependency of @tiptap/core and the @tiptap extensions (ProseMirror, one copy for all of them)',
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path)

/** Source files below a folder (or the file itself); declaration files only describe types and are left out. */
function sourceFiles(entry: string): string[] {
  const path = join(root, entry)
  if (/\.[cm]?[jt]sx?$/.test(entry)) return [path]
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.[cm]?[jt]sx?$/.test(file) && !file.endsWith('.d.ts') && !file.includes('node_modules'))
    .map((file) => join(path, file))
}

/**
 * The module specifiers a file loads at run time, found with regular expressions over the text rather than a
 * parser: statements that start a line, `import … from 'x'`, `export … from 'x'` and side-effect `import 'x'`, and
 * dynamic `import('x')` anywhere but inside a string. An import clause holds no quotes, so a match never runs into
 * the next statement. Type-only imports (`import type …`, or braces holding only `type` specifiers) are left out:
 * the compiler erases them. A dynamic import written in a comment would count too; none is today.
 */
function runtimeSpecifiers(code: string): string[] {
  const found: string[] = []
  const statements = /^\s*(?:import|export)\s+(type\s+)?([\w$*{},\s]*?)\s*from\s*(['"])([^'"]+)\3/gm
  for (const [, typeKeyword, clause, , specifier] of code.matchAll(statements)) {
    const onlyTypes = /^\{\s*(type\s+[\w$]+(\s+as\s+[\w$]+)?\s*,?\s*)+\}$/.test(clause.trim())
    if (!typeKeyword && !onlyTypes) found.push(specifier)
  }
  for (const match of code.matchAll(/^\s*import\s*(['"])([^'"]+)\1/gm)) found.push(match[2])
  for (const match of code.matchAll(/(?<![\w$.'"`])import\(\s*(['"])([^'"]+)\1\s*\)/g)) found.push(match[2])
  return found
}

const ALIASES = Object.keys(aliases)
const BUILT_IN = new Set(builtinModules)

/** The npm package a specifier loads (`@scope/name` or `name`), or undefined for files, aliases and node built-ins. */
function packageOf(specifier: string): string | undefined {
  const bare = specifier.split('?')[0]
  if (/^[./]/.test(bare) || bare.startsWith('node:') || bare.startsWith('virtual:')) return undefined
  if (ALIASES.some((alias) => bare === alias || bare.startsWith(`${alias}/`))) return undefined
  const parts = bare.split('/')
  const name = bare.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
  return BUILT_IN.has(name) ? undefined : name
}

/** Each package imported by the files, with the first file that imports it. */
function importedPackages(files: string[]): Map<string, string> {
  const packages = new Map<string, string>()
  for (const file of files) {
    for (const specifier of runtimeSpecifiers(readFileSync(file, 'utf8'))) {
      const name = packageOf(specifier)
      if (name && !packages.has(name)) packages.set(name, file.slice(root.length))
    }
  }
  return packages
}

const shippedFiles = SHIPPED.flatMap(sourceFiles).filter((file) => !isTest(file))
const shipped = importedPackages(shippedFiles)
const everywhere = importedPackages([...SHIPPED.flatMap(sourceFiles), ...TOOLING.flatMap(sourceFiles)])
const dependencies = new Set(Object.keys(manifest.dependencies))
const listed = new Set([...dependencies, ...Object.keys(manifest.devDependencies)])

describe('package.json lists what the code imports', () => {
  it('finds the imports it checks', () => {
    expect(shippedFiles.length).toBeGreaterThan(100)
    expect(shipped.get('react')).toBeDefined()
    expect(shipped.has('ajv')).toBe(false)
    expect(everywhere.get('vitest')).toBeDefined()
  })

  it('lists every package shipped code imports under dependencies', () => {
    const missing = [...shipped].filter(([name]) => !dependencies.has(name)).map(([name, file]) => `${name} (${file})`)
    expect(missing, 'imported by shipped code, missing from dependencies').toEqual([])
  })

  it('lists under dependencies only packages shipped code imports, or that one of them needs installed', () => {
    const unused = [...dependencies].filter((name) => !shipped.has(name) && !(name in NOT_IMPORTED))
    expect(unused, 'in dependencies, imported by no shipped code').toEqual([])
    const stale = Object.keys(NOT_IMPORTED).filter((name) => !dependencies.has(name) || shipped.has(name))
    expect(stale, 'listed in NOT_IMPORTED, but imported or not a dependency').toEqual([])
  })

  it('lists every package that tests, code generation, the build or a configuration imports', () => {
    const unlisted = [...everywhere].filter(([name]) => !listed.has(name)).map(([name, file]) => `${name} (${file})`)
    expect(unlisted, 'imported, in neither dependencies nor devDependencies').toEqual([])
  })
})
