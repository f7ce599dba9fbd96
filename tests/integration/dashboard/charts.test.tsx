import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ChartView, type ChartKind } from '@renderers/dashboard/charts/ChartView'
import type { SeriesData } from '@renderers/dashboard/widget-data'

const months = ['1月', '2月', '3月']
const money: SeriesData[] = [
  { name: '合同额', values: [100, 250, 80] },
  { name: '回款额', values: [60, 200, 0] },
]
const types = ['专利', '商标', '版权']
const counts: SeriesData[] = [{ name: '案件数', values: [6, 3, 1] }]

function draw(kind: ChartKind, categories: string[], series: SeriesData[], legend = true) {
  render(<ChartView title="图表" kind={kind} categories={categories} series={series} height={300} legend={legend} />)
  return screen.getByRole('img', { name: '图表' })
}

/** The chart's marks: bars and slices are paths, lines are paths, an area is a path under its line. */
const marks = (chart: HTMLElement) => chart.querySelectorAll('svg path')
const texts = (chart: HTMLElement) => [...chart.querySelectorAll('svg text')].map((text) => text.textContent)
/** The stretch of the plot a pointer on a category is in. */
const categoryBand = (chart: HTMLElement, index: number) =>
  chart.querySelectorAll('svg rect[fill="transparent"]')[index]

describe('a chart drawn as SVG', () => {
  it('draws a bar per series and category, the categories and round values along its axes, and a legend of its series', () => {
    const chart = draw('bar', months, money)
    expect(chart).toHaveAttribute('data-chart', 'drawn')
    expect(marks(chart)).toHaveLength(6)
    expect(texts(chart)).toEqual(['0', '50', '100', '150', '200', '250', '1月', '2月', '3月'])
    expect(
      screen.getAllByRole('button').map((button) => [button.textContent, button.getAttribute('aria-pressed')]),
    ).toEqual([
      ['合同额', 'true'],
      ['回款额', 'true'],
    ])
  })

  it('draws a smooth line per series, and the areas under them for an area chart', () => {
    expect(marks(draw('line', months, money))).toHaveLength(2)
  })

  it('draws the area under each line of an area chart', () => {
    expect(marks(draw('area', months, money))).toHaveLength(4)
  })

  it('hides a series with its legend button, by mouse or keyboard, and shows it again', async () => {
    const chart = draw('stackedBar', months, money)
    const paid = screen.getByRole('button', { name: '回款额' })
    await userEvent.click(paid)
    expect(paid).toHaveAttribute('aria-pressed', 'false')
    expect(marks(chart)).toHaveLength(3)
    paid.focus()
    await userEvent.keyboard('{Enter}')
    expect(paid).toHaveAttribute('aria-pressed', 'true')
    expect(marks(chart)).toHaveLength(6)
  })

  it('shows a category and each series’ value when pointed at, leaving out a hidden series', async () => {
    const chart = draw('bar', months, money)
    await userEvent.hover(categoryBand(chart, 1))
    expect(screen.getByRole('tooltip')).toHaveTextContent(/^2月合同额 250回款额 200$/)
    await userEvent.click(screen.getByRole('button', { name: '合同额' }))
    await userEvent.hover(categoryBand(chart, 2))
    expect(screen.getByRole('tooltip')).toHaveTextContent(/^3月回款额 0$/)
    await userEvent.unhover(chart)
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('moves between categories with the arrow keys once focused, and hides the tooltip with Escape', async () => {
    const chart = draw('line', months, money, false)
    await userEvent.tab()
    expect(chart).toHaveFocus()
    expect(screen.queryByRole('tooltip')).toBeNull()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tooltip')).toHaveTextContent(/^1月合同额 100回款额 60$/)
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
    expect(screen.getByRole('tooltip')).toHaveTextContent(/^3月/)
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tooltip')).toHaveTextContent(/^2月/)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shortens a long category name on its axis and shows it whole in the tooltip', async () => {
    const name = '北京知识产权运营管理有限公司总部'
    const chart = draw('bar', [name, '上海'], [{ name: '金额', values: [1, 2] }])
    const label = texts(chart).find((text) => text?.startsWith('北京'))!
    expect(label).toMatch(/…$/)
    expect(label.length).toBeLessThan(name.length)
    await userEvent.hover(categoryBand(chart, 0))
    expect(screen.getByRole('tooltip')).toHaveTextContent(`${name}金额 1`)
  })

  it('draws a pie’s slices with their names, and a slice’s value and share on hover and with the keys', async () => {
    const chart = draw('pie', types, counts)
    expect(marks(chart)).toHaveLength(3)
    expect(texts(chart)).toEqual(types)
    await userEvent.hover(marks(chart)[1])
    expect(screen.getByRole('tooltip')).toHaveTextContent(/^商标：3（30%）$/)
    await userEvent.unhover(chart)
    chart.focus()
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('tooltip')).toHaveTextContent(/^版权：1（10%）$/)
  })

  it('hides a slice with its legend button, the others sharing the whole', async () => {
    const chart = draw('ring', types, counts)
    await userEvent.click(screen.getByRole('button', { name: '商标' }))
    expect(marks(chart)).toHaveLength(2)
    chart.focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tooltip')).toHaveTextContent(/^专利：6（85.71%）$/)
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tooltip')).toHaveTextContent(/^版权：1（14.29%）$/)
  })

  it('keeps a hidden slice hidden when new data brings the categories in another order', async () => {
    const { rerender } = render(
      <ChartView title="图表" kind="pie" categories={types} series={counts} height={300} legend />,
    )
    await userEvent.click(screen.getByRole('button', { name: '商标' }))
    rerender(
      <ChartView
        title="图表"
        kind="pie"
        categories={['商标', '版权', '专利']}
        series={[{ name: '案件数', values: [3, 1, 6] }]}
        height={300}
        legend
      />,
    )
    const chart = screen.getByRole('img', { name: '图表' })
    expect(texts(chart)).toEqual(['版权', '专利'])
    expect(screen.getByRole('button', { name: '商标' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('draws an empty chart, its value axis and no marks, for no series and no categories', () => {
    for (const kind of ['bar', 'stackedBar', 'line', 'area', 'pie', 'ring'] as const) {
      const chart = draw(kind, [], [])
      expect(chart).toHaveAttribute('data-chart', 'drawn')
      expect(marks(chart)).toHaveLength(0)
      expect(chart.innerHTML).not.toMatch(/NaN/)
      if (kind !== 'pie' && kind !== 'ring') expect(texts(chart)).toContain('0')
      cleanup()
    }
  })

  it('draws a figure’s small chart without axes, labels or legend', () => {
    render(
      <ChartView title="趋势" kind="area" categories={months} series={[money[0]]} height={46} legend={false} mini />,
    )
    const chart = screen.getByRole('img', { name: '趋势' })
    expect(marks(chart)).toHaveLength(2)
    expect(texts(chart)).toEqual([])
    expect(screen.queryByRole('button')).toBeNull()
  })
})

describe('a chart in a box that changes width', () => {
  const observers: { callback: ResizeObserverCallback; target?: Element }[] = []
  const original = window.ResizeObserver

  beforeEach(() => {
    window.ResizeObserver = class {
      private entry: { callback: ResizeObserverCallback; target?: Element }
      constructor(callback: ResizeObserverCallback) {
        this.entry = { callback }
        observers.push(this.entry)
      }
      observe(target: Element) {
        this.entry.target = target
      }
      unobserve() {}
      disconnect() {
        observers.splice(observers.indexOf(this.entry), 1)
      }
    }
  })
  afterEach(() => {
    window.ResizeObserver = original
    observers.length = 0
  })

  it('is drawn again at the width its box is given', () => {
    const chart = draw('bar', months, money)
    const svg = () => chart.querySelector('svg')!
    const resize = (width: number, height: number) =>
      act(() => {
        for (const { callback, target } of observers)
          callback([{ target, contentRect: { width, height } } as unknown as ResizeObserverEntry], {} as ResizeObserver)
      })
    resize(800, 270)
    expect(svg()).toHaveAttribute('width', '800')
    expect(svg()).toHaveAttribute('height', '270')
    const wide = Number(
      marks(chart)[0]
        .getAttribute('d')!
        .match(/h([\d.]+)/)![1],
    )
    resize(400, 270)
    expect(svg()).toHaveAttribute('width', '400')
    expect(
      Number(
        marks(chart)[0]
          .getAttribute('d')!
          .match(/h([\d.]+)/)![1],
      ),
    ).toBeLessThan(wide)
    expect(within(chart).queryByRole('tooltip')).toBeNull()
  })
})
