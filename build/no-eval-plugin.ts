import type { Plugin } from 'vite'
import { formatFindings, scanCode } from './scan-bundle-for-eval.ts'

interface Patch {
  readonly why: string
  /** Matched against the module id with forward slashes and without a query string. */
  readonly module: RegExp
  readonly find: string
  readonly replace: string
}

const FORMILY_DEFAULT_COMPILER = `compile: function (expression, scope) {
        if (scope === void 0) { scope = {}; }
        if (Registry.silent) {
            try {
                return new Function('$root', "with($root) { return (".concat(expression, "); }"))(scope);
            }
            catch (_a) { }
        }
        else {
            return new Function('$root', "with($root) { return (".concat(expression, "); }"))(scope);
        }
    },`

const GLOBAL_OBJECT_FALLBACK = "return Function('return this')();"

/**
 * Source patches for the dependencies that compile code at run time. Each must find its exact text:
 * an upgrade that changes it fails the build instead of silently shipping the old construct.
 */
const PATCHES: readonly Patch[] = [
  {
    why: "Formily's default {{ }} compiler; the app registers the safe evaluator (registerFormilyCompiler)",
    module: /\/node_modules\/@formily\/json-schema\/(?:esm|lib)\/compiler\.js$/,
    find: FORMILY_DEFAULT_COMPILER,
    replace: `compile: function (expression) {
        throw new Error('No Formily expression compiler is registered; call registerFormilyCompiler() before rendering: ' + expression);
    },`,
  },
  {
    why: 'global object lookup of last resort in @formily/shared; every supported browser has globalThis',
    module: /\/node_modules\/@formily\/shared\/(?:esm|lib)\/global\.js$/,
    find: GLOBAL_OBJECT_FALLBACK,
    replace: 'return globalThis;',
  },
  {
    why: 'global object lookup of last resort in @formily/reactive-react; every supported browser has globalThis',
    module: /\/node_modules\/@formily\/reactive-react\/(?:esm|lib)\/shared\/global\.js$/,
    find: GLOBAL_OBJECT_FALLBACK,
    replace: 'return globalThis;',
  },
  {
    why: 'global object lookup of last resort in resize-observer-polyfill (through rc-resize-observer, antd)',
    module: /\/node_modules\/resize-observer-polyfill\/dist\/ResizeObserver(?:\.es)?\.js$/,
    find: GLOBAL_OBJECT_FALLBACK,
    replace: 'return globalThis;',
  },
]

const normalizeId = (id: string): string => id.replace(/\\/g, '/').replace(/\?.*$/, '')

/**
 * Keeps `eval`, `new Function`, `Function(…)` and string timers out of the production bundle, so the
 * app runs under `Content-Security-Policy: script-src 'self'`: patches the known offenders at their
 * source, then refuses to emit any chunk that still contains such a construct.
 */
export function noEvalPlugin(): Plugin {
  return {
    name: 'no-eval',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const moduleId = normalizeId(id)
      const patches = PATCHES.filter((patch) => patch.module.test(moduleId))
      if (patches.length === 0) return null
      let patched = code
      for (const patch of patches) {
        if (!patched.includes(patch.find)) {
          this.error(
            `no-eval: expected code not found in ${moduleId} (${patch.why}). ` +
              'The dependency changed: update the patch in build/no-eval-plugin.ts.',
          )
        }
        patched = patched.split(patch.find).join(patch.replace)
      }
      return { code: patched, map: null }
    },
    generateBundle(_options, bundle) {
      const findings = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? scanCode(output.code, output.fileName) : [],
      )
      if (findings.length > 0) {
        this.error(
          `no-eval: the bundle compiles code at run time, which script-src 'self' forbids:\n${formatFindings(findings)}`,
        )
      }
    },
  }
}
