import { describe, expect, it } from 'vitest'
import { hrefOf } from './link-href'

const record = { id: '42', key: 'leave', name: '' }

describe('hrefOf', () => {
  it('builds the path and the query from the row, leaving out empty values', () => {
    expect(
      hrefOf(
        {
          path: '/bpm/modelEditor',
          query: { id: '{{record.id}}', name: '{{record.name}}', missing: '{{record.none}}' },
        },
        { record },
      ),
    ).toBe('/bpm/modelEditor?id=42')
  })

  it('encodes query values and resolves placeholders in the path', () => {
    expect(hrefOf({ path: '/bpm/{{record.key}}', query: { q: 'a&b c' } }, { record })).toBe('/bpm/leave?q=a%26b+c')
  })

  it('gives no address for a path that leaves the app', () => {
    expect(hrefOf({ path: '/{{record.target}}' }, { record: { target: '/evil.example' } })).toBeUndefined()
  })
})
