import { pointerOf, type SchemaProblem } from '../core/problems/problems'

/**
 * The key of a reference to a shared fragment, `{ "$fragment": "remark-field" }`: not `$ref`, which Formily's JSON
 * Schema resolves itself (against the form schema's own `definitions`), nor an `x-` key, which is Formily's namespace.
 */
export const FRAGMENT_KEY = '$fragment'

type Obj = Record<string, unknown>
type Path = (string | number)[]

const isObject = (value: unknown): value is Obj => !!value && typeof value === 'object' && !Array.isArray(value)

/** Where a fragment landed in the resolved page, and the keys it gave there (all of it when not an object). */
export interface FragmentOrigin {
  pointer: string
  name: string
  keys?: ReadonlySet<string>
}

export interface ResolvedFragments {
  value: unknown
  problems: SchemaProblem[]
  origins: FragmentOrigin[]
}

/** How messages name a fragment: its file. */
export const fragmentFile = (name: string): string => `schemas/fragments/${name}.json`

/** What a fragment file gives: its value, less the `$schema` that names the language's vocabulary for editors. */
const contentOf = (fragment: unknown): unknown => {
  if (!isObject(fragment)) return fragment
  const { $schema: _editorsOnly, ...content } = fragment
  return content
}

/**
 * The fragment names a value refers to, at any depth (not those inside the fragments themselves). Every page is walked
 * this way each time it is checked, so the names are gathered into one array rather than one per node.
 */
export function fragmentNames(value: unknown): string[] {
  const names: string[] = []
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) for (const item of node) visit(item)
    else if (isObject(node)) {
      if (typeof node[FRAGMENT_KEY] === 'string') names.push(node[FRAGMENT_KEY])
      for (const key of Object.keys(node)) visit(node[key])
    }
  }
  visit(value)
  return names
}

/**
 * The value with every `{ "$fragment": name }` replaced by that fragment (`find` gives it, undefined when there is
 * none), its own references resolved too. Keys written beside the reference are laid over an object fragment: what
 * the page writes wins. A problem (an unknown name, a fragment referring to itself, keys beside a fragment that is no
 * object) is reported at the reference's JSON pointer.
 */
export function resolveFragments(value: unknown, find: (name: string) => unknown): ResolvedFragments {
  const problems: SchemaProblem[] = []
  const origins: FragmentOrigin[] = []
  const fail = (path: Path, message: string): undefined => {
    problems.push({ pointer: pointerOf(path), message })
    return undefined
  }

  // One path, grown and shrunk as the walk goes: a copy per node made this walk the costliest part of a page's check.
  const path: Path = []
  const below = (key: string | number, child: unknown, within: readonly string[]): unknown => {
    path.push(key)
    const resolved = resolve(child, within)
    path.pop()
    return resolved
  }

  // A part of the page without a fragment in it is the page's own object, not a copy: copying every node made this walk
  // a sixth of a page's check. Nothing downstream writes into a page (tests/integration/setup.ts freezes every bundled
  // page and fragment for the integration tests, where a write would throw).
  const resolveChildren = (node: Obj | unknown[], within: readonly string[]): unknown => {
    const keys = Array.isArray(node) ? node.map((_, index) => index) : Object.keys(node)
    let copy: Obj | undefined
    for (const key of keys) {
      const child = (node as Obj)[key]
      const resolved = below(key, child, within)
      if (resolved === child) continue
      copy ??= (Array.isArray(node) ? [...node] : { ...node }) as Obj
      copy[key] = resolved
    }
    return copy ?? node
  }

  const resolve = (node: unknown, within: readonly string[]): unknown => {
    if (Array.isArray(node)) return resolveChildren(node, within)
    if (!isObject(node)) return node
    if (!(FRAGMENT_KEY in node)) return resolveChildren(node, within)
    const { [FRAGMENT_KEY]: name, ...beside } = node
    const at = [...path, FRAGMENT_KEY]
    if (typeof name !== 'string') return fail(at, '片段名应为字符串')
    if (within.includes(name)) return fail(at, `片段 "${name}" 引用了自己（${[...within, name].join(' → ')}）`)
    const fragment = find(name)
    if (fragment === undefined) return fail(at, `未知的片段 "${name}"（${fragmentFile(name)} 不存在）`)
    const own = resolve(contentOf(fragment), [...within, name])
    const laid = resolve(beside, within) as Obj
    if (!Object.keys(laid).length) {
      origins.push({ pointer: pointerOf(path), name, ...(isObject(own) && { keys: new Set(Object.keys(own)) }) })
      return own
    }
    if (!isObject(own)) return fail(at, `片段 "${name}" 不是对象，旁边不能再写属性`)
    const keys = new Set(Object.keys(own).filter((key) => !Object.hasOwn(laid, key)))
    origins.push({ pointer: pointerOf(path), name, keys })
    return { ...own, ...laid }
  }

  const resolved = resolve(value, [])
  return { value: resolved, problems, origins }
}

/**
 * Problems of the resolved page that lie in what a fragment gave say so: the pointer is where the fragment landed
 * in the page, the file to change is the fragment's. The innermost fragment holding the place is named.
 */
export function inFragments(problems: readonly SchemaProblem[], origins: readonly FragmentOrigin[]): SchemaProblem[] {
  const holder = (pointer: string) =>
    origins
      .filter((origin) => {
        if (!pointer.startsWith(`${origin.pointer}/`)) return false
        const key = pointer
          .slice(origin.pointer.length + 1)
          .split('/')[0]
          .replaceAll('~1', '/')
          .replaceAll('~0', '~')
        return !origin.keys || origin.keys.has(key)
      })
      .sort((a, b) => b.pointer.length - a.pointer.length)[0]
  return problems.map((problem) => {
    const origin = holder(problem.pointer)
    return origin ? { ...problem, message: `${problem.message}（在片段 ${fragmentFile(origin.name)} 中）` } : problem
  })
}
