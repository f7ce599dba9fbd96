import { describe, expect, it } from 'vitest'
import { nextOrgCode } from '@mocks/areas/system/resources/depart'

describe('hierarchical codes (YouBianCodeUtil)', () => {
  it('starts a level at A01 and counts on from the last sibling', () => {
    expect(nextOrgCode([], '')).toBe('A01')
    expect(nextOrgCode(['A01', 'A02', 'A01A01'], '')).toBe('A03')
    expect(nextOrgCode(['A01', 'A01A01', 'A01A02', 'A01A02A01'], 'A01')).toBe('A01A03')
  })

  it('moves to the next letter after 99', () => {
    expect(nextOrgCode(['A01A99'], 'A01')).toBe('A01B01')
  })
})
