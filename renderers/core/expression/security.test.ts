import { afterEach, describe, expect, it, vi } from 'vitest'
import { evaluate } from './compile'
import { ExpressionError } from './errors'

describe('escapes to the Function constructor and prototypes', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it.each([
    "''.constructor.constructor('alert(1)')()",
    '[].map.constructor',
    "[].map['constructor']",
    "[].map['constr' + 'uctor']('return globalThis')()",
    'f.constructor',
    'a.__proto__',
    "a['__proto__']",
    'a.prototype',
    'constructor',
    '__proto__',
    "a.__lookupGetter__('x')",
    "a.__defineGetter__('x', () => 1)",
    '(x => x).constructor',
    "a?.['constructor']",
    'x => x.constructor',
  ])('refuses %s', (expression) => {
    expect(() => evaluate(expression, { a: {}, f: () => 1 })).toThrow(
      /Access to '(constructor|__proto__|prototype|__lookupGetter__|__defineGetter__)' is not allowed/,
    )
  })

  it('refuses forbidden names computed at run time', () => {
    expect(() => evaluate('obj[key]', { obj: {}, key: 'constructor' })).toThrow(ExpressionError)
    expect(() => evaluate("obj[k + 'proto__']", { obj: {}, k: '__' })).toThrow("Access to '__proto__' is not allowed")
    expect(() => evaluate('obj[key]', { obj: {}, key: { toString: () => 'prototype' } })).toThrow(
      "Access to 'prototype' is not allowed",
    )
  })

  it('allows forbidden names as plain object keys, which cannot reach anything', () => {
    expect(evaluate('{ constructor: 1 }')).toEqual({ constructor: 1 })
  })

  it('refuses to call code-compiling functions even when the caller put them into the scope', () => {
    const AsyncFunction = (Object.getPrototypeOf(async () => {}) as { constructor: unknown }).constructor
    const scope = { F: Function, AsyncFunction, evil: globalThis.eval }
    expect(() => evaluate("F('return 1')", scope)).toThrow('Calling a code-compiling function is not allowed')
    expect(() => evaluate("AsyncFunction('return 1')", scope)).toThrow(
      'Calling a code-compiling function is not allowed',
    )
    expect(() => evaluate("evil('1')", scope)).toThrow('Calling a code-compiling function is not allowed')
    expect(() => evaluate("F.call(null, 'return 1')", scope)).toThrow(
      'Calling a code-compiling function is not allowed',
    )
    expect(() => evaluate("F.apply(null, ['return 1'])", scope)).toThrow(
      'Calling a code-compiling function is not allowed',
    )
    expect(() => evaluate("F.bind(null, 'return 1')", scope)).toThrow(
      'Calling a code-compiling function is not allowed',
    )
  })

  it('never invokes the Function constructor or eval while evaluating', () => {
    const functionSpy = vi.spyOn(globalThis, 'Function')
    const evalSpy = vi.spyOn(globalThis, 'eval')
    evaluate("rows.map(r => ({ ...r, label: `#` + r.id })).filter(r => r.id > 1 && !r.hidden)[0]?.label ?? 'none'", {
      rows: [{ id: 1 }, { id: 2 }],
    })
    expect(functionSpy).not.toHaveBeenCalled()
    expect(evalSpy).not.toHaveBeenCalled()
  })

  it('does not let an expression write into its scope', () => {
    const scope = { a: 1, obj: { b: 1 } }
    for (const expression of ['a = 2', 'obj.b = 2', "obj['b'] += 1", 'a++', '--a', 'obj.b ||= 5', 'x => x.b = 1']) {
      expect(() => evaluate(expression, scope)).toThrow(/Assignment is not supported/)
    }
    expect(scope).toEqual({ a: 1, obj: { b: 1 } })
  })

  it.each([
    'new Date()',
    'delete obj.b',
    'function () { return 1 }',
    'this',
    'class A {}',
    'import("x")',
    'a instanceof B',
  ])('rejects the unsupported keyword in %s', (expression) => {
    expect(() => evaluate(expression, {})).toThrow(
      /'(new|delete|function|this|class|import|instanceof)' is not supported/,
    )
  })
})
