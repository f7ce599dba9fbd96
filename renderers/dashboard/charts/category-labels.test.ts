import { describe, expect, it } from 'vitest'
import { categoryLabels, MAX_LABEL_WIDTH } from './category-labels'
import { textWidth } from './text-width'

const days = Array.from({ length: 30 }, (_, day) => `11-${String(day + 1).padStart(2, '0')}`)

describe('category labels', () => {
  it('stand level, every one, when the widest fits its step', () => {
    const labels = categoryLabels(['专利', '商标', '版权'], 100, 12)
    expect(labels.rotated).toBe(false)
    expect(labels.shown.map((label) => label.text)).toEqual(['专利', '商标', '版权'])
  })

  it('turn when they would overlap level, and are all kept while turned ones have room', () => {
    const labels = categoryLabels(days.slice(0, 10), 30, 12)
    expect(labels.rotated).toBe(true)
    expect(labels.shown).toHaveLength(10)
    expect(labels.height).toBeGreaterThan(20)
  })

  it('are thinned to every n-th when even turned ones would overlap', () => {
    const labels = categoryLabels(days, 8, 12)
    expect(labels.rotated).toBe(true)
    expect(labels.shown.map((label) => label.index)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27])
  })

  it('shorten a long name with an ellipsis', () => {
    const [label] = categoryLabels(['北京知识产权运营管理有限公司总部'], 300, 12).shown
    expect(label.text.endsWith('…')).toBe(true)
    expect(textWidth(label.text, 12)).toBeLessThanOrEqual(MAX_LABEL_WIDTH)
  })

  it('are none for no categories, with a finite height', () => {
    const labels = categoryLabels([], 0, 12)
    expect(labels.shown).toEqual([])
    expect(Number.isFinite(labels.height)).toBe(true)
  })
})
