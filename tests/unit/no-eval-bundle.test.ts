import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { noEvalPlugin } from '../../build/no-eval-plugin'
import { scanCode, scanForEval } from '../../build/scan-bundle-for-eval'

const nodeModules = fileURLToPath(new URL('../../node_modules/', import.meta.url))
const temporaryDirs: string[] = []
const makeTemporaryDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'no-eval-'))
  temporaryDirs.push(dir)
  return dir
}

afterAll(() => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true })
})

describe('scanCode', () => {
  it.each([
    ['eval("1 + 1")', 'eval('],
    ['x = eval ("1")', 'eval('],
    ['new Function("a", "return a")', 'new Function'],
    ['var f=new Function(`$root`,`with($root){}`)', 'new Function'],
    ["return Function('return this')()", 'Function('],
    ['return Function(`return this`)()', 'Function('],
    ['(Function ("x"))', 'Function('],
    ['setTimeout("alert(1)", 10)', 'string timer'],
    ["setInterval('tick()', 10)", 'string timer'],
    ['window.setTimeout(`x`)', 'string timer'],
  ])('flags %s', (code, pattern) => {
    expect(scanCode(code, 'chunk.js').map((finding) => finding.pattern)).toEqual([pattern])
  })

  it.each([
    "typeof x === 'function'",
    'isFunction(x)',
    'toFunction(x)',
    'createBindFunction(boundary)',
    '$Function(x)',
    '_Function(x)',
    'obj.Function(1)',
    'obj.eval(1)',
    'retrieval(1) + medieval(2) + _eval(3)',
    'fn.call(this, a)',
    'Function.prototype.call.bind(x)',
    'x instanceof Function',
    'setTimeout(() => tick(), 10)',
    'setTimeout(tick, 10)',
    'myTimer.setTimeoutFn("x")',
  ])('does not flag %s', (code) => {
    expect(scanCode(code, 'chunk.js')).toEqual([])
  })

  it('reports the file, offset and surrounding code', () => {
    const code = `const a = 1;\nconst g = Function('return this')();\n`
    expect(scanCode(code, 'assets/index.js')).toEqual([
      {
        file: 'assets/index.js',
        offset: code.indexOf('Function'),
        pattern: 'Function(',
        snippet: expect.stringContaining("g = Function('return this')()"),
      },
    ])
  })
})

describe('scanForEval', () => {
  it('scans every script below the directory and nothing else', () => {
    const dir = makeTemporaryDir()
    mkdirSync(join(dir, 'assets', 'nested'), { recursive: true })
    writeFileSync(join(dir, 'assets', 'clean.js'), 'export const ok = typeof x === "function"')
    writeFileSync(join(dir, 'assets', 'nested', 'bad.mjs'), 'export default new Function("return 1")')
    writeFileSync(join(dir, 'assets', 'worker.cjs'), 'eval("1")')
    writeFileSync(join(dir, 'assets', 'notes.css'), '.eval(x) { content: "Function(" }')
    writeFileSync(join(dir, 'index.html'), '<script>eval("1")</script>')
    expect(scanForEval(dir).map(({ file, pattern }) => [file, pattern])).toEqual([
      [join('assets', 'nested', 'bad.mjs'), 'new Function'],
      [join('assets', 'worker.cjs'), 'eval('],
    ])
  })
})

type TransformHook = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null
type GenerateBundleHook = (
  this: { error: (message: string) => never },
  options: unknown,
  bundle: Record<string, unknown>,
) => void

describe('noEvalPlugin', () => {
  const plugin = noEvalPlugin()
  const context = {
    error: (message: string): never => {
      throw new Error(message)
    },
  }
  const transform = (code: string, id: string) => (plugin.transform as TransformHook).call(context, code, id)

  it.each([
    '@formily/json-schema/esm/compiler.js',
    '@formily/json-schema/lib/compiler.js',
    '@formily/shared/esm/global.js',
    '@formily/shared/lib/global.js',
    '@formily/reactive-react/esm/shared/global.js',
    '@formily/reactive-react/lib/shared/global.js',
    'resize-observer-polyfill/dist/ResizeObserver.es.js',
    'resize-observer-polyfill/dist/ResizeObserver.js',
  ])('patches the installed %s into code without run-time compilation', (path) => {
    const id = join(nodeModules, path)
    const original = readFileSync(id, 'utf8')
    expect(scanCode(original, path)).not.toEqual([])
    const patched = transform(original, `${id}?v=1`)
    expect(patched).not.toBeNull()
    expect(scanCode(patched!.code, path)).toEqual([])
  })

  it("replaces Formily's default compiler by one that asks for registerFormilyCompiler", () => {
    const id = join(nodeModules, '@formily/json-schema/esm/compiler.js')
    const patched = transform(readFileSync(id, 'utf8'), id)!.code
    expect(patched).toContain('call registerFormilyCompiler() before rendering')
    expect(patched).toContain('export var registerCompiler')
  })

  it('fails loudly when a patched dependency no longer contains the expected code', () => {
    const id = join(nodeModules, '@formily/json-schema/esm/compiler.js')
    const upgraded = 'var Registry = { compile: function (e, s) { return new Function("$root", e)(s) } }'
    expect(() => transform(upgraded, id)).toThrow(
      /no-eval: expected code not found in .*@formily\/json-schema\/esm\/compiler\.js/,
    )
  })

  it('leaves other modules alone', () => {
    expect(transform('export const f = new Function("x")', join(nodeModules, 'some-lib/index.js'))).toBeNull()
  })

  it('refuses to emit a chunk that still compiles code', () => {
    const generateBundle = plugin.generateBundle as GenerateBundleHook
    const bundle = {
      'assets/a.js': { type: 'chunk', fileName: 'assets/a.js', code: 'const ok = 1' },
      'assets/b.js': { type: 'chunk', fileName: 'assets/b.js', code: 'const g = Function("return this")()' },
      'assets/c.css': { type: 'asset', fileName: 'assets/c.css', source: 'eval(' },
    }
    expect(() => generateBundle.call(context, {}, bundle)).toThrow(/assets\/b\.js:\d+ Function\(/)
    expect(() => generateBundle.call(context, {}, { 'assets/a.js': bundle['assets/a.js'] })).not.toThrow()
  })
})

describe('production bundle of the stack', () => {
  // A module id inside the repository, so bare imports resolve from its node_modules while the build root stays a temp dir.
  const entryId = fileURLToPath(new URL('./__no-eval-entry__.js', import.meta.url))
  const entry: Plugin = {
    name: 'no-eval-test-entry',
    enforce: 'pre',
    resolveId: (id) => (id === entryId ? id : null),
    load: (id) =>
      id === entryId
        ? `
import * as formilyCore from '@formily/core'
import * as formilyReact from '@formily/react'
import { FormItem } from '@formily/antd-v5/esm/form-item'
import { Input } from '@formily/antd-v5/esm/input'
import * as antd from 'antd'
import * as reactDomClient from 'react-dom/client'
import * as router from 'react-router-dom'
import axios from 'axios'
import dayjs from 'dayjs'
import * as valtio from 'valtio'
import * as spreadsheet from '@e965/xlsx'
import * as expression from '../../renderers/core/expression/index.ts'
import { registerFormilyCompiler } from '../../renderers/core/expression/formily.ts'
registerFormilyCompiler()
// Namespace objects kept alive keep every export, so nothing escapes the scan by tree-shaking.
globalThis.__noEvalProbe = [formilyCore, formilyReact, FormItem, Input, antd, reactDomClient, router, axios, dayjs, valtio, spreadsheet, expression]
`
        : null,
  }

  it('contains no eval, Function constructor or string timer', async () => {
    const root = makeTemporaryDir()
    const outDir = join(root, 'dist')
    await build({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [entry, noEvalPlugin()],
      build: { outDir, emptyOutDir: true, target: 'es2022', rolldownOptions: { input: entryId } },
    })
    const code = readdirSync(join(outDir, 'assets'))
      .map((file) => readFileSync(join(outDir, 'assets', file), 'utf8'))
      .join('\n')
    expect(code).toContain('call registerFormilyCompiler() before rendering')
    expect(code).toContain('ResizeObserver')
    expect(code).toContain('[Content_Types].xml')
    expect(scanForEval(outDir)).toEqual([])
  }, 180_000)
})
