/**
 * Property names that lead from any value to its constructor or prototype, and from there to the
 * Function constructor (`''.constructor.constructor('code')()`), or that rewrite prototypes.
 */
const FORBIDDEN_NAMES: ReadonlySet<string> = new Set([
  'constructor',
  '__proto__',
  'prototype',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
])

export const isForbiddenName = (name: PropertyKey): boolean => typeof name === 'string' && FORBIDDEN_NAMES.has(name)

const functionConstructorOf = (sample: object): unknown =>
  (Object.getPrototypeOf(sample) as { constructor: unknown }).constructor

/**
 * Constructors that compile source text. They are unreachable through member access, but a caller
 * might put one into a scope; calling it must still fail, whatever the content security policy says.
 */
const CODE_COMPILERS: ReadonlySet<unknown> = new Set([
  Function,
  globalThis.eval,
  functionConstructorOf(async () => {}),
  functionConstructorOf(function* generator() {}),
  functionConstructorOf(async function* asyncGenerator() {}),
])

const callsIndirectly = (callee: unknown): boolean =>
  callee === Function.prototype.apply || callee === Function.prototype.bind || callee === Function.prototype.call

/** True when `callee(…)` with receiver `thisArg` would compile code, directly or via call/apply/bind. */
export const compilesCode = (callee: unknown, thisArg: unknown): boolean =>
  CODE_COMPILERS.has(callee) || (callsIndirectly(callee) && CODE_COMPILERS.has(thisArg))

const objectPrototype: object = Object.prototype

/**
 * Scopes may be proxies (Formily's lazyMerge) that answer `in` and `get` through the prototype
 * chain, so `toString` or `hasOwnProperty` would otherwise resolve to Object.prototype members.
 */
export function readVariable(scope: object | undefined, name: string): unknown {
  if (scope === undefined || scope === null || !(name in scope)) return undefined
  const value: unknown = (scope as Record<string, unknown>)[name]
  return name in objectPrototype && value === (objectPrototype as Record<string, unknown>)[name] ? undefined : value
}
