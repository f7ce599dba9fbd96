import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  check,
  chooseMode,
  control,
  expressionBox,
  okButton,
  openTab,
  renderDialog,
  selectOption,
  setNumber,
} from './helpers'

afterEach(cleanup)

describe('CronDialog: defaults', () => {
  it('opens titled Cron表达式, 800 px wide, on * * * * * ? * with every tab', () => {
    renderDialog()
    expect(screen.getByRole('dialog', { name: 'Cron表达式' })).toBeInTheDocument()
    expect(document.querySelector<HTMLElement>('.ant-modal')!.style.width).toBe('800px')
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '秒',
      '分钟',
      '小时',
      '日',
      '月',
      '周',
      '年',
    ])
    expect(expressionBox()).toHaveValue('* * * * * ? *')
  })

  it('has the narrow 608 px variant and can leave out the year tab, emitting six fields', async () => {
    const { user, onOk } = renderDialog({ width: 608, hideYear: true })
    expect(document.querySelector<HTMLElement>('.ant-modal')!.style.width).toBe('608px')
    expect(screen.queryByRole('tab', { name: '年' })).not.toBeInTheDocument()
    expect(expressionBox()).toHaveValue('* * * * * ?')
    await user.click(okButton())
    expect(onOk).toHaveBeenCalledWith('* * * * * ?')
  })
})

/** [tab, every label, field index in the expression, range, loop, specify (checkbox labels), specified values] */
const BASIC_TABS = [
  ['秒', '每秒', 0, [5, 10], [3, 15], ['5', '10'], '5,10'],
  ['分钟', '每分钟', 1, [0, 30], [5, 20], ['0', '45'], '0,45'],
  ['小时', '每小时', 2, [22, 2], [1, 6], ['9'], '9'],
  ['月', '每月', 4, [3, 6], [2, 3], ['1', '7', '12'], '1,7,12'],
] as const

describe.each(BASIC_TABS)('CronDialog: %s tab', (tab, every, index, range, loop, boxes, specified) => {
  const field = () => expressionBox().value.split(' ')[index]
  const title = tab

  it('every / range / loop / specify produce *, a-b, s/n and a list', async () => {
    const { user } = renderDialog()
    await openTab(user, tab)
    await chooseMode(user, every)
    expect(field()).toBe('*')
    await chooseMode(user, '周期')
    await setNumber(user, `${title}周期开始`, range[0])
    await setNumber(user, `${title}周期结束`, range[1])
    expect(field()).toBe(`${range[0]}-${range[1]}`)
    await chooseMode(user, '循环')
    await setNumber(user, `${title}循环开始`, loop[0])
    await setNumber(user, `${title}循环间隔`, loop[1])
    expect(field()).toBe(`${loop[0]}/${loop[1]}`)
    await chooseMode(user, '指定')
    await check(user, ...boxes)
    expect(field()).toBe(specified)
  })

  it('keeps the inputs of a mode disabled until it is chosen', async () => {
    const { user } = renderDialog()
    await openTab(user, tab)
    expect(control(`${title}周期开始`)).toBeDisabled()
    await chooseMode(user, '周期')
    expect(control(`${title}周期开始`)).toBeEnabled()
    expect(control(`${title}循环开始`)).toBeDisabled()
  })
})

describe('CronDialog: 年 tab', () => {
  it('every / range / loop / specify', async () => {
    const { user } = renderDialog()
    const year = () => expressionBox().value.split(' ')[6]
    await openTab(user, '年')
    await chooseMode(user, '周期')
    await setNumber(user, '年周期开始', 2027)
    await setNumber(user, '年周期结束', 2030)
    expect(year()).toBe('2027-2030')
    await chooseMode(user, '循环')
    await setNumber(user, '年循环开始', 2028)
    await setNumber(user, '年循环间隔', 4)
    expect(year()).toBe('2028/4')
    await chooseMode(user, '指定')
    await selectOption(user, '指定年份', '2031', true)
    await selectOption(user, '指定年份', '2029', true)
    expect(year()).toBe('2029,2031')
    await chooseMode(user, '每年')
    expect(year()).toBe('*')
  })
})
