import { describe, expect, it, vi } from 'vitest'
import { compileExpression, evaluate } from './compile'

describe('literals', () => {
  it.each([
    ['42', 42],
    ['3.5', 3.5],
    ['.5', 0.5],
    ['1e3', 1000],
    ['2.5E-1', 0.25],
    ['0x1F', 31],
    ['0b101', 5],
    ['0o17', 15],
    ['true', true],
    ['false', false],
    ['null', null],
    ['undefined', undefined],
    ['"double"', 'double'],
    ["'single'", 'single'],
    ['`backtick`', 'backtick'],
  ])('%s', (expression, expected) => {
    expect(evaluate(expression)).toBe(expected)
  })

  it('decodes string escapes', () => {
    expect(evaluate(String.raw`'a\'b\"c\\d'`)).toBe(`a'b"c\\d`)
    expect(evaluate(String.raw`"\n\t\r\b\f\v\0"`)).toBe('\n\t\r\b\f\v\0')
    expect(evaluate(String.raw`'\x41\u0042\u{1F600}'`)).toBe('AB\u{1F600}')
    expect(evaluate(String.raw`'\q'`)).toBe('q')
    expect(evaluate("'line\\\ncontinued'")).toBe('linecontinued')
  })

  it('builds arrays and objects, with spreads, computed and shorthand keys, and trailing commas', () => {
    expect(evaluate('[1, "two", [3],]')).toEqual([1, 'two', [3]])
    expect(evaluate('[0, ...list, 4]', { list: [1, 2, 3] })).toEqual([0, 1, 2, 3, 4])
    expect(
      evaluate("{ a: 1, 'b-c': 2, 3: 'three', [key]: 4, value, ...rest, }", { key: 'k', value: 'v', rest: { r: 5 } }),
    ).toEqual({
      a: 1,
      'b-c': 2,
      3: 'three',
      k: 4,
      value: 'v',
      r: 5,
    })
    expect(evaluate('{ ...null, ...undefined, a: 1 }')).toEqual({ a: 1 })
    expect(evaluate('{}')).toEqual({})
  })

  it('keeps a __proto__ key as an own property instead of swapping the prototype', () => {
    const result = evaluate("{ ['__proto__']: { polluted: true } }") as Record<string, unknown>
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype)
    expect(Object.getOwnPropertyNames(result)).toEqual(['__proto__'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('identifiers', () => {
  it('reads only from the scope', () => {
    expect(evaluate('answer', { answer: 42 })).toBe(42)
    expect(evaluate('missing', { answer: 42 })).toBeUndefined()
    expect(evaluate('missing')).toBeUndefined()
  })

  it.each([
    'globalThis',
    'window',
    'process',
    'Function',
    'eval',
    'Object',
    'setTimeout',
    'toString',
    'hasOwnProperty',
    'valueOf',
  ])('does not see the global or Object.prototype member %s', (name) => {
    expect(evaluate(name, {})).toBeUndefined()
    expect(evaluate(`typeof ${name}`, {})).toBe('undefined')
  })

  it('sees globals the caller put into the scope', () => {
    const window = { _CONFIG: { domianURL: 'http://x' } }
    expect(evaluate("window._CONFIG['domianURL']", { window })).toBe('http://x')
    expect(evaluate('Math.max(1, 3, 2)', { Math })).toBe(3)
  })

  it('lets the scope override Object.prototype names with its own values', () => {
    expect(evaluate('toString', { toString: 'mine' })).toBe('mine')
  })

  it('reads scopes that are proxies answering through the prototype chain, like Formily lazyMerge', () => {
    const source: Record<string, unknown> = { $deps: ['a'] }
    const scope = new Proxy(Object.create(null) as object, {
      has: (_, key) => key in source,
      get: (_, key) => source[key as string],
    })
    expect(evaluate("$deps[0] === 'a'", scope)).toBe(true)
    expect(evaluate('toString', scope)).toBeUndefined()
  })
})

describe('operators', () => {
  it.each([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 - 4 - 3', 3],
    ['12 / 3 / 2', 2],
    ['7 % 4', 3],
    ['2 ** 3 ** 2', 512],
    ['(-2) ** 2', 4],
    ['2 ** -1', 0.5],
    ['-3 + +"4"', 1],
    ['!0', true],
    ['!!"x"', true],
    ['typeof 1', 'number'],
    ['typeof "s"', 'string'],
    ['typeof (x => x)', 'function'],
    ['void 1', undefined],
    ['"a" + 1', 'a1'],
    ['1 + 2 + "3"', '33'],
    ['1 < 2 == true', true],
    ['1 == "1"', true],
    ['1 === "1"', false],
    ['1 != "1"', false],
    ['1 !== "1"', true],
    ['null == undefined', true],
    ['2 <= 2 && 3 >= 4', false],
    ['"b" > "a"', true],
    ['1 || 2 && 0', 1],
    ['(1 || 2) && 0', 0],
    ['null ?? 0 ?? 5', 0],
    ['undefined ?? "fallback"', 'fallback'],
    ['true ? 1 : 2', 1],
    ['false ? 1 : true ? 2 : 3', 2],
    ['1 > 0 ? "pos" : "neg"', 'pos'],
    ['"a" in { a: 1 }', true],
    ['"b" in { a: 1 }', false],
    ['0 in [9]', true],
    ['1 + 2 in { 3: true }', true],
  ])('%s', (expression, expected) => {
    expect(evaluate(expression)).toBe(expected)
  })

  it('short-circuits && || ?? and the conditional', () => {
    const spy = vi.fn(() => 'called')
    expect(evaluate('false && f()', { f: spy })).toBe(false)
    expect(evaluate('true || f()', { f: spy })).toBe(true)
    expect(evaluate('0 ?? f()', { f: spy })).toBe(0)
    expect(evaluate('true ? 1 : f()', { f: spy })).toBe(1)
    expect(evaluate('false ? f() : 2', { f: spy })).toBe(2)
    expect(spy).not.toHaveBeenCalled()
    expect(evaluate('null ?? f()', { f: spy })).toBe('called')
    expect(evaluate('true && f()', { f: spy })).toBe('called')
    expect(spy).toHaveBeenCalledTimes(2)
  })
})

describe('member access and calls', () => {
  const scope = {
    user: {
      name: 'Ann',
      tags: ['a', 'b'],
      address: null as { city: string } | null,
      greet: (greeting: string) => `${greeting}!`,
    },
    key: 'name',
  }

  it('reads dotted, bracketed and computed members, including of primitives', () => {
    expect(evaluate('user.name', scope)).toBe('Ann')
    expect(evaluate("user['name']", scope)).toBe('Ann')
    expect(evaluate('user[key]', scope)).toBe('Ann')
    expect(evaluate('user.tags[1]', scope)).toBe('b')
    expect(evaluate('user.tags.length', scope)).toBe(2)
    expect(evaluate("'abc'.length", scope)).toBe(3)
    expect(evaluate('user.missing', scope)).toBeUndefined()
  })

  it('calls functions and methods with the right receiver', () => {
    expect(evaluate("user.greet('hi')", scope)).toBe('hi!')
    expect(evaluate("user.tags.join('-')", scope)).toBe('a-b')
    expect(evaluate("'a,b'.split(',').map(s => s.toUpperCase())", scope)).toEqual(['A', 'B'])
    const counter = {
      count: 2,
      twice() {
        return this.count * 2
      },
    }
    expect(evaluate('counter.twice()', { counter })).toBe(4)
    expect(evaluate('max(...values, 0)', { max: Math.max, values: [3, 9] })).toBe(9)
  })

  it('short-circuits optional chains as JavaScript does', () => {
    expect(evaluate('user.address?.city', scope)).toBeUndefined()
    expect(evaluate('user.address?.city.name.deeper', scope)).toBeUndefined()
    expect(evaluate("user.address?.['city']", scope)).toBeUndefined()
    expect(evaluate('user.address?.city.toUpperCase()', scope)).toBeUndefined()
    expect(evaluate('user?.name', scope)).toBe('Ann')
    expect(evaluate('user.nothing?.()', scope)).toBeUndefined()
    expect(evaluate("user.greet?.('yo')", scope)).toBe('yo!')
    expect(evaluate('missing?.a.b.c()', scope)).toBeUndefined()
    expect(evaluate('user.address?.city ?? "none"', scope)).toBe('none')
    expect(evaluate('a ?.5 : 1', { a: true })).toBe(0.5)
  })

  it('does not short-circuit past parentheses', () => {
    expect(() => evaluate('(user.address?.city).length', scope)).toThrow("Cannot read 'length' of undefined")
  })

  it('reports reading a member of null or undefined', () => {
    expect(() => evaluate('user.address.city', scope)).toThrow(
      'Cannot read \'city\' of null (user.address) at offset 13 in expression "user.address.city"',
    )
    expect(() => evaluate('nothing.here', scope)).toThrow("Cannot read 'here' of undefined (nothing)")
  })

  it('reports calling something that is not a function', () => {
    expect(() => evaluate('user.name()', scope)).toThrow('user.name is not a function at offset 0')
    expect(() => evaluate('nothing()', scope)).toThrow('nothing is not a function')
  })

  it('lets errors thrown by scope functions propagate unchanged', () => {
    const failure = new RangeError('from the scope')
    expect(() =>
      evaluate('fail()', {
        fail: () => {
          throw failure
        },
      }),
    ).toThrow(failure)
  })
})

describe('arrow functions', () => {
  it('supports single and parenthesised parameters, zero parameters and nesting', () => {
    expect(evaluate('$deps.map(v => v * 2)', { $deps: [1, 2] })).toEqual([2, 4])
    expect(evaluate('((a, b) => a + b)(1, 2)')).toBe(3)
    expect(evaluate('(() => 7)()')).toBe(7)
    expect(evaluate('list.map(x => list.map(y => x * y))', { list: [1, 2] })).toEqual([
      [1, 2],
      [2, 4],
    ])
    expect(evaluate('rows.map(row => ({ id: row.id }))', { rows: [{ id: 1, x: 0 }] })).toEqual([{ id: 1 }])
    expect(
      evaluate('rows.filter(r => r.on).map(r => r.id)', {
        rows: [
          { id: 1, on: true },
          { id: 2, on: false },
        ],
      }),
    ).toEqual([1])
    expect(evaluate('items.reduce((sum, item) => sum + item, 0)', { items: [1, 2, 3] })).toBe(6)
  })

  it('closes over the scope and lets parameters shadow it', () => {
    expect(evaluate('[1].map(x => x + offset)', { offset: 10, x: 100 })).toEqual([11])
    const adder = evaluate('n => m => n + m') as (n: number) => (m: number) => number
    expect(adder(2)(3)).toBe(5)
  })

  it('binds missing arguments to undefined', () => {
    expect(evaluate('((a, b) => b)(1)')).toBeUndefined()
  })
})

describe('compileExpression', () => {
  it('parses once and evaluates against any scope', () => {
    const compiled = compileExpression('a + 1')
    expect(compiled({ a: 1 })).toBe(2)
    expect(compiled({ a: 41 })).toBe(42)
    expect(compileExpression('a + 1')).toBe(compiled)
  })
})
