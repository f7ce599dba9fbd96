import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'

export interface Finding {
  /** Path relative to the scanned directory (or the chunk name when scanning code directly). */
  readonly file: string
  readonly offset: number
  readonly pattern: string
  readonly snippet: string
}

/**
 * Constructs that compile strings into code, which `Content-Security-Policy: script-src 'self'` blocks.
 * A name preceded by an identifier character or a dot is someone else's function (`isFunction(`,
 * `toFunction(`, `obj.eval(`), so only bare names count; `typeof x === 'function'` never matches.
 */
const PATTERNS: readonly { readonly name: string; readonly regex: RegExp }[] = [
  { name: 'eval(', regex: /(?<![\w$.])eval\s*\(/g },
  { name: 'new Function', regex: /(?<![\w$.])new\s+Function\b/g },
  { name: 'Function(', regex: /(?<![\w$.])(?<!\bnew\s+)Function\s*\(/g },
  { name: 'string timer', regex: /(?<![\w$])set(?:Timeout|Interval)\s*\(\s*["'`]/g },
]

const SNIPPET_RADIUS = 60
const SCRIPT = /\.(?:js|mjs|cjs)$/

export function scanCode(code: string, file: string): Finding[] {
  const findings: Finding[] = []
  for (const { name, regex } of PATTERNS) {
    for (const match of code.matchAll(regex)) {
      const snippet = code.slice(
        Math.max(0, match.index - SNIPPET_RADIUS),
        match.index + match[0].length + SNIPPET_RADIUS,
      )
      findings.push({ file, offset: match.index, pattern: name, snippet: snippet.replace(/\s+/g, ' ') })
    }
  }
  return findings.sort((a, b) => a.offset - b.offset)
}

/** Scans every script under `dir` (a build output directory) for run-time code compilation. */
export function scanForEval(dir: string): Finding[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SCRIPT.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
    .flatMap((path) => scanCode(readFileSync(path, 'utf8'), relative(dir, path)))
}

export const formatFindings = (findings: readonly Finding[]): string =>
  findings.map(({ file, offset, pattern, snippet }) => `${file}:${offset} ${pattern}: …${snippet}…`).join('\n')
