import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { isCompared, type GoldenCase } from '../../cron-golden/deviations'
import golden from '../../cron-golden/golden.json'
import { CronDialog } from '@/widgets/cron'
import { CronPreview } from '@/widgets/cron/CronPreview'

/**
 * The golden table holds Quartz's fire times in Asia/Shanghai; the preview lists local times, so this worker runs in
 * that zone (Node re-reads TZ when it is assigned) with the clock frozen at the table's first start instant.
 */
const originalZone = process.env.TZ
beforeAll(() => {
  process.env.TZ = golden.timeZone
})
afterAll(() => {
  process.env.TZ = originalZone
})
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  vi.setSystemTime(new Date(golden.starts[0]))
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const shown = () =>
  within(screen.getByRole('list', { name: '最近运行时间' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)
const format = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss')

describe('CronPreview', () => {
  it('shows the description and the next 10 runs as YYYY-MM-DD HH:mm:ss', () => {
    render(<CronPreview expression="0 0 12 ? * 6#3" />)
    expect(screen.getByTestId('cron-description')).toHaveTextContent('每月第三个星期五的12:00:00执行')
    expect(shown()).toHaveLength(10)
    expect(shown().slice(0, 3)).toEqual(['2026-12-18 12:00:00', '2027-01-15 12:00:00', '2027-02-19 12:00:00'])
  })

  it('recalculates only once the expression has been still for 500 ms', () => {
    const { rerender } = render(<CronPreview expression="0 0 12 L * ?" />)
    expect(shown()[0]).toBe('2026-11-30 12:00:00')
    rerender(<CronPreview expression="0 0 12 ? * 6L" />)
    act(() => {
      vi.advanceTimersByTime(300)
    })
    rerender(<CronPreview expression="0 0 12 ? * 2L" />)
    act(() => {
      vi.advanceTimersByTime(499)
    })
    expect(shown()[0]).toBe('2026-11-30 12:00:00')
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(shown()[0]).toBe('2026-11-30 12:00:00')
    expect(screen.getByTestId('cron-description')).toHaveTextContent('每月最后一个星期一的12:00:00执行')
  })

  it('debounces what is typed in the dialog', async () => {
    // Testing Library waits on a zero-delay timer after each user event, which Vitest's fake timers would hold
    // forever: this one runs on the real clock.
    vi.useRealTimers()
    const user = userEvent.setup({ delay: null })
    render(<CronDialog value="0 0 12 L * ? 2040" onOk={() => {}} onCancel={() => {}} />)
    expect(shown()[0]).toBe('2040-01-31 12:00:00')
    const box = screen.getByRole('textbox', { name: 'Cron表达式' })
    await user.tripleClick(box)
    await user.paste('0 0 9 1W * ? 2030')
    expect(shown()[0]).toBe('2040-01-31 12:00:00')
    await waitFor(() => expect(shown()[0]).toBe('2030-01-01 09:00:00'))
  })

  it('says when the schedule ends or never runs', () => {
    render(<CronPreview expression="0 0 0 1 1/6 ? 2027-2028" />)
    expect(shown()).toEqual([
      '2027-01-01 00:00:00',
      '2027-07-01 00:00:00',
      '2028-01-01 00:00:00',
      '2028-07-01 00:00:00',
    ])
    expect(screen.getByText('此后不再执行')).toBeInTheDocument()
    cleanup()
    render(<CronPreview expression="0 0 12 * * ? 2020-2024" />)
    expect(screen.getByText('该表达式在可计算的年份内不会再执行')).toBeInTheDocument()
  })
})

describe(`CronPreview agrees with Quartz ${golden.quartzVersion} on the golden table`, () => {
  const cases = golden.cases as GoldenCase[]

  it.each(
    cases
      .filter(isCompared)
      .filter((c) => c.runs[0].length > 0)
      .map((c) => [c.expression, c.runs[0]] as const),
  )('%s', (expression, runs) => {
    render(<CronPreview expression={expression} />)
    expect(shown()).toEqual(runs.map(format))
  })

  it.each(cases.filter((c) => c.invalid !== undefined).map((c) => c.expression))(
    'shows no runs for %s',
    (expression) => {
      render(<CronPreview expression={expression} />)
      expect(screen.queryByRole('list', { name: '最近运行时间' })).not.toBeInTheDocument()
    },
  )
})
