import { describe, expect, it } from 'vitest'
import { pieLabels } from './pie-labels'

const box = { outer: 100, cx: 200, width: 400, height: 300 }

describe('a pie’s labels', () => {
  it('stand right of the pie for the slices on the right and left for the others', () => {
    const labels = pieLabels(
      [
        { index: 0, name: '专利', angle: Math.PI / 2 },
        { index: 1, name: '商标', angle: (3 * Math.PI) / 2 },
      ],
      box,
    )
    expect(labels.get(0)).toMatchObject({ text: '专利', anchor: 'start' })
    expect(labels.get(0)!.x).toBeGreaterThan(100)
    expect(labels.get(1)).toMatchObject({ text: '商标', anchor: 'end' })
    expect(labels.get(1)!.x).toBeLessThan(-100)
  })

  it('keep a line apart where neighbouring small slices would put them on one another', () => {
    const labels = pieLabels(
      [
        { index: 0, name: '项目申报', angle: 0.1 },
        { index: 1, name: '知产转让', angle: 0.15 },
        { index: 2, name: '版权', angle: 0.2 },
      ],
      box,
    )
    const ys = [0, 1, 2].map((index) => labels.get(index)!.y)
    expect(ys[1] - ys[0]).toBeGreaterThan(15.59)
    expect(ys[2] - ys[1]).toBeGreaterThan(15.59)
    // The leader's last two points are level with the label it leads to.
    const [, elbow, end] = labels
      .get(1)!
      .leader.split(' ')
      .map((point) => point.split(',').map(Number))
    expect(elbow[1]).toBe(end[1])
    expect(end[1]).toBeCloseTo(ys[1] - 4)
  })

  it('stay within the box at its bottom, moving the ones above up', () => {
    const labels = pieLabels(
      [
        { index: 0, name: '甲', angle: Math.PI - 0.05 },
        { index: 1, name: '乙', angle: Math.PI - 0.02 },
      ],
      box,
    )
    expect(labels.get(1)!.y).toBeLessThanOrEqual(150)
    expect(labels.get(1)!.y - labels.get(0)!.y).toBeGreaterThan(15.59)
  })

  it('shorten a name to the room left beside the pie', () => {
    const labels = pieLabels([{ index: 0, name: '已授权/已注册/已登记的全部案件', angle: Math.PI / 2 }], {
      ...box,
      width: 300,
      cx: 150,
    })
    expect(labels.get(0)!.text).toMatch(/…$/)
  })
})
