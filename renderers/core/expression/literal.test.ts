import { describe, expect, it } from 'vitest'
import { asServerText, literalText } from './literal'
import { fuzzRounds, seeded } from '../../../tests/support/fuzz'
import { resolveTemplate } from './template'

/** Strings a hostile or careless user may store, mixed by a fixed-seed generator into longer texts. */
const HOSTILE = [
  '{{',
  '}}',
  '{{ 1 + 1 }}',
  '${alert(1)}',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '"',
  "'",
  '\\',
  '`',
  '\n',
  '{{"}}',
  '}}{{',
]

describe('server text', () => {
  it('comes back from the template compiler exactly as typed, whatever it holds (fixed-seed fuzz)', () => {
    const random = seeded(36)
    for (let round = 0; round < fuzzRounds(500); round += 1) {
      const length = 1 + Math.floor(random() * 6)
      const text = Array.from({ length }, () =>
        random() < 0.7 ? HOSTILE[Math.floor(random() * HOSTILE.length)] : '字段说明',
      ).join('')
      expect(resolveTemplate(literalText(text), {})).toBe(text)
    }
  })

  it('is escaped deep in a config, keys and other values left alone', () => {
    expect(asServerText({ title: '{{x}}', n: 1, list: [{ label: 'a{{b' }], ok: true, empty: null })).toEqual({
      title: '{{"{{x}}"}}',
      n: 1,
      list: [{ label: '{{"a{{b"}}' }],
      ok: true,
      empty: null,
    })
    expect(literalText('普通文本')).toBe('普通文本')
  })
})
