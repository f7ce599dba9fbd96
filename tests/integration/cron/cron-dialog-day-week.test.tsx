import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  activePanel,
  check,
  chooseMode,
  control,
  expressionBox,
  openTab,
  renderDialog,
  selectOption,
  setNumber,
  type User,
} from './helpers'

afterEach(cleanup)

const expression = () => expressionBox().value

type Step = (user: User) => Promise<void>

const DAY_MODES: [string, string, Step][] = [
  [
    '周期',
    '0 0 12 5-20 * ? *',
    (user) => setNumber(user, '日周期开始', 5).then(() => setNumber(user, '日周期结束', 20)),
  ],
  ['循环', '0 0 12 1/5 * ? *', (user) => setNumber(user, '日循环开始', 1).then(() => setNumber(user, '日循环间隔', 5))],
  ['工作日', '0 0 12 15W * ? *', (user) => setNumber(user, '工作日日期', 15)],
  ['本月最后一天', '0 0 12 L * ? *', async () => {}],
  ['本月最后一个工作日', '0 0 12 LW * ? *', async () => {}],
  ['月末前', '0 0 12 L-3 * ? *', (user) => setNumber(user, '月末前天数', 3)],
  ['指定', '0 0 12 5 * ? *', (user) => check(user, '5')],
  ['每日', '0 0 12 * * ? *', async () => {}],
  // not set: the weekday takes over with "every"
  ['不指定', '0 0 12 ? * * *', async () => {}],
]

describe('CronDialog: 日 tab', () => {
  it.each(DAY_MODES)('%s → %s', async (mode, expected, fill) => {
    const { user } = renderDialog({ value: '0 0 12 L-2 * ? *' })
    await openTab(user, '日')
    await chooseMode(user, mode)
    await fill(user)
    expect(expression()).toBe(expected)
  })
})

const WEEK_MODES: [string, string, Step][] = [
  ['每天', '0 0 12 ? * * *', async () => {}],
  [
    '周期',
    '0 0 12 ? * 2-6 *',
    (user) => selectOption(user, '周周期开始', '星期一').then(() => selectOption(user, '周周期结束', '星期五')),
  ],
  [
    '循环',
    '0 0 12 ? * 3/2 *',
    (user) => selectOption(user, '周循环开始', '星期二').then(() => setNumber(user, '周循环间隔', 2)),
  ],
  [
    '第几个',
    '0 0 12 ? * 6#3 *',
    (user) => setNumber(user, '周序号', 3).then(() => selectOption(user, '第几个星期几', '星期五')),
  ],
  ['本月最后一个', '0 0 12 ? * 1L *', (user) => selectOption(user, '最后一个星期几', '星期日')],
  ['指定', '0 0 12 ? * 2,4 *', (user) => check(user, '星期一', '星期三')],
  // not set: the day takes over with "every"
  ['不指定', '0 0 12 * * ? *', async () => {}],
]

describe('CronDialog: 周 tab (1 = Sunday … 7 = Saturday)', () => {
  it.each(WEEK_MODES)('%s → %s', async (mode, expected, fill) => {
    const { user } = renderDialog({ value: '0 0 12 ? * 5#2 *' })
    await openTab(user, '周')
    await chooseMode(user, mode)
    await fill(user)
    expect(expression()).toBe(expected)
  })
})

describe('CronDialog: day and weekday exclusivity', () => {
  it('choosing a weekday mode sets the day to ? and says so on the day tab, and back', async () => {
    const { user } = renderDialog({ value: '0 0 12 L-2 * ? *' })
    await openTab(user, '周')
    expect(within(activePanel()).getByText(/已在“日”中指定执行日/)).toBeInTheDocument()
    await chooseMode(user, '本月最后一个')
    expect(expression()).toBe('0 0 12 ? * 6L *')
    await openTab(user, '日')
    expect(control('不指定')).toBeChecked()
    expect(within(activePanel()).getByText(/已在“周”中指定执行日/)).toBeInTheDocument()
    await chooseMode(user, '本月最后一天')
    expect(expression()).toBe('0 0 12 L * ? *')
    await openTab(user, '周')
    expect(control('不指定')).toBeChecked()
  })
})

describe('CronDialog: bounds', () => {
  it.each([
    ['秒', '秒循环开始', '0', '59'],
    ['秒', '秒循环间隔', '1', '59'],
    ['分钟', '分钟循环开始', '0', '59'],
    ['分钟', '分钟循环间隔', '1', '59'],
    ['小时', '小时周期开始', '0', '23'],
    ['小时', '小时循环开始', '0', '23'],
    ['日', '日周期开始', '1', '31'],
    ['日', '日周期结束', '1', '31'],
    ['日', '日循环间隔', '1', '31'],
    ['日', '工作日日期', '1', '31'],
    ['日', '月末前天数', '1', '30'],
    ['月', '月循环间隔', '1', '12'],
    ['月', '月周期开始', '1', '12'],
    ['周', '周循环间隔', '1', '7'],
    ['周', '周序号', '1', '5'],
    ['年', '年周期开始', '2019', '2119'],
    ['年', '年循环开始', '2019', '2119'],
    ['年', '年循环间隔', '1', '99'],
  ])('%s: %s runs from %s to %s', async (tab, label, min, max) => {
    const { user } = renderDialog()
    await openTab(user, tab)
    const input = control(label)
    expect(input).toHaveAttribute('aria-valuemin', min)
    expect(input).toHaveAttribute('aria-valuemax', max)
  })

  it('clamps typed values to the bounds and rounds to whole numbers', async () => {
    const { user } = renderDialog({ value: '0 0 0-1 * * ? *' })
    await openTab(user, '小时')
    await setNumber(user, '小时周期结束', 99)
    expect(expression()).toBe('0 0 0-23 * * ? *')
    await setNumber(user, '小时周期开始', 4.6)
    expect(control('小时周期开始')).toHaveValue('5')
    expect(expression()).toBe('0 0 5-23 * * ? *')
    await openTab(user, '周')
    await chooseMode(user, '第几个')
    await setNumber(user, '周序号', 6)
    expect(expression()).toBe('0 0 5-23 ? * 2#5 *')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
