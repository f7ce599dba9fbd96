import { describe, expect, it } from 'vitest'
import { ExpressionError } from './errors'
import { compileTemplate, resolveTemplate } from './template'

describe('resolveTemplate', () => {
  it('resolves the JeecgBoot menu url placeholder', () => {
    const scope = { window: { _CONFIG: { domianURL: 'http://x' } } }
    expect(resolveTemplate("{{ window._CONFIG['domianURL'] }}/sys/common/view", scope)).toBe('http://x/sys/common/view')
  })

  it('returns the raw value of text that is exactly one placeholder', () => {
    const list = [1, 2]
    expect(resolveTemplate('{{ list }}', { list })).toBe(list)
    expect(resolveTemplate('  {{ 1 + 1 }}\n', {})).toBe(2)
    expect(resolveTemplate('{{ flag }}', { flag: false })).toBe(false)
    expect(resolveTemplate('{{ nothing }}', {})).toBeUndefined()
    expect(resolveTemplate('{{ { a: { b: 1 } } }}', {})).toEqual({ a: { b: 1 } })
  })

  it('concatenates mixed text, rendering null and undefined as empty text', () => {
    expect(resolveTemplate('Hello {{ name }}, you have {{ count }} tasks', { name: 'Ann', count: 3 })).toBe(
      'Hello Ann, you have 3 tasks',
    )
    expect(resolveTemplate('{{a}}{{b}}', { a: 1, b: 2 })).toBe('12')
    expect(resolveTemplate('[{{ missing }}|{{ nil }}]', { nil: null })).toBe('[|]')
    expect(resolveTemplate('{{ ok }}!', { ok: true })).toBe('true!')
  })

  it('returns text without placeholders unchanged', () => {
    expect(resolveTemplate('/sys/user/list', {})).toBe('/sys/user/list')
    expect(resolveTemplate('', {})).toBe('')
    expect(resolveTemplate('{ single } braces', {})).toBe('{ single } braces')
  })

  it('finds the closing braces past object literals and quoted braces', () => {
    expect(resolveTemplate("a{{ '}}' }}b", {})).toBe('a}}b')
    expect(resolveTemplate('x={{ ({ k: { v: 1 } }).k.v }};', {})).toBe('x=1;')
    expect(resolveTemplate('{{ "\\"}}" }}', {})).toBe('"}}')
  })

  it('reports syntax errors with offsets into the whole text', () => {
    expect(() => resolveTemplate('url: {{ a + }}/x', {})).toThrow(
      new ExpressionError('Unexpected end of expression', 'url: {{ a + }}/x', 12),
    )
    expect(() => resolveTemplate('a {{ b ', {})).toThrow("Unclosed placeholder, expected '}}' at offset 2")
    expect(() => resolveTemplate('{{ }}', {})).toThrow('Unexpected end of expression at offset 3')
  })

  it('compiles once per text', () => {
    const compiled = compileTemplate('{{ a }}-{{ b }}')
    expect(compiled({ a: 1, b: 2 })).toBe('1-2')
    expect(compileTemplate('{{ a }}-{{ b }}')).toBe(compiled)
  })
})
