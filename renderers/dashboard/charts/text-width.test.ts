import { describe, expect, it } from 'vitest'
import { shorten, textWidth } from './text-width'

describe('a label’s estimated width', () => {
  it('counts a Chinese character as one em and a digit or Latin letter as about 0.6', () => {
    expect(textWidth('专利申请', 12)).toBe(48)
    expect(textWidth('11-23', 10)).toBeCloseTo(31)
  })

  it('cuts a long label to the width with an ellipsis, and leaves one that fits alone', () => {
    expect(shorten('发明专利', 48, 12)).toBe('发明专利')
    const cut = shorten('国际商标注册马德里体系', 60, 12)
    expect(cut).toBe('国际商标…')
    expect(textWidth(cut, 12)).toBeLessThanOrEqual(60)
  })
})
