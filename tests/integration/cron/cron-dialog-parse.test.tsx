import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { activePanel, control, expressionBox, okButton, openTab, renderDialog, selectedText } from './helpers'

afterEach(cleanup)

interface Expect {
  numbers?: Record<string, number>
  selects?: Record<string, string[]>
  checked?: string[]
}

/** Every form the tabs produce: [expression, tab, checked mode, what the inputs show] */
const CASES: [string, string, string, Expect][] = [
  ['5-10 * * * * ? *', '秒', '周期', { numbers: { 秒周期开始: 5, 秒周期结束: 10 } }],
  ['3/15 * * * * ? *', '秒', '循环', { numbers: { 秒循环开始: 3, 秒循环间隔: 15 } }],
  ['5,10 * * * * ? *', '秒', '指定', { checked: ['5', '10'] }],
  ['0 0-30 * * * ? *', '分钟', '周期', { numbers: { 分钟周期开始: 0, 分钟周期结束: 30 } }],
  ['0 5/20 * * * ? *', '分钟', '循环', { numbers: { 分钟循环开始: 5, 分钟循环间隔: 20 } }],
  ['0 0,45 * * * ? *', '分钟', '指定', { checked: ['0', '45'] }],
  ['0 0 * * * ? *', '小时', '每小时', {}],
  ['0 0 22-2 * * ? *', '小时', '周期', { numbers: { 小时周期开始: 22, 小时周期结束: 2 } }],
  ['0 0 1/6 * * ? *', '小时', '循环', { numbers: { 小时循环开始: 1, 小时循环间隔: 6 } }],
  ['0 0 9 * * ? *', '小时', '指定', { checked: ['9'] }],
  ['0 0 12 * * ? *', '日', '每日', {}],
  ['0 0 12 5-20 * ? *', '日', '周期', { numbers: { 日周期开始: 5, 日周期结束: 20 } }],
  ['0 0 12 1/5 * ? *', '日', '循环', { numbers: { 日循环开始: 1, 日循环间隔: 5 } }],
  ['0 0 12 15W * ? *', '日', '工作日', { numbers: { 工作日日期: 15 } }],
  ['0 0 12 L * ? *', '日', '本月最后一天', {}],
  ['0 0 12 LW * ? *', '日', '本月最后一个工作日', {}],
  ['0 0 12 L-3 * ? *', '日', '月末前', { numbers: { 月末前天数: 3 } }],
  // a single selected day: the original system could not read this one back
  ['0 0 12 5 * ? *', '日', '指定', { checked: ['5'] }],
  ['0 0 12 ? * 2 *', '日', '不指定', {}],
  ['0 0 12 1 * ? *', '月', '每月', {}],
  ['0 0 12 1 3-6 ? *', '月', '周期', { numbers: { 月周期开始: 3, 月周期结束: 6 } }],
  ['0 0 12 1 2/3 ? *', '月', '循环', { numbers: { 月循环开始: 2, 月循环间隔: 3 } }],
  ['0 0 12 1 1,7,12 ? *', '月', '指定', { checked: ['1', '7', '12'] }],
  ['0 0 12 ? * * *', '周', '每天', {}],
  ['0 0 12 ? * 2-6 *', '周', '周期', { selects: { 周周期开始: ['星期一'], 周周期结束: ['星期五'] } }],
  ['0 0 12 ? * 3/2 *', '周', '循环', { selects: { 周循环开始: ['星期二'] }, numbers: { 周循环间隔: 2 } }],
  ['0 0 12 ? * 6#3 *', '周', '第几个', { selects: { 第几个星期几: ['星期五'] }, numbers: { 周序号: 3 } }],
  ['0 0 12 ? * 1L *', '周', '本月最后一个', { selects: { 最后一个星期几: ['星期日'] } }],
  ['0 0 12 ? * 2,4 *', '周', '指定', { checked: ['星期一', '星期三'] }],
  ['0 0 12 * * ? *', '周', '不指定', {}],
  ['0 0 12 * * ? *', '年', '每年', {}],
  ['0 0 12 * * ? 2027-2030', '年', '周期', { numbers: { 年周期开始: 2027, 年周期结束: 2030 } }],
  ['0 0 12 * * ? 2028/4', '年', '循环', { numbers: { 年循环开始: 2028, 年循环间隔: 4 } }],
  ['0 0 12 * * ? 2029,2031', '年', '指定', { selects: { 指定年份: ['2029', '2031'] } }],
]

describe('CronDialog parses an expression back into the tabs', () => {
  it.each(CASES)('%s → %s: %s', async (expression, tab, mode, { numbers = {}, selects = {}, checked = [] }) => {
    const { user, onOk } = renderDialog({ value: expression })
    expect(expressionBox()).toHaveValue(expression)
    await openTab(user, tab)
    expect(control(mode)).toBeChecked()
    for (const [label, value] of Object.entries(numbers)) expect(control(label)).toHaveValue(String(value))
    for (const [label, texts] of Object.entries(selects)) expect(selectedText(label)).toEqual(texts)
    const boxes = [...activePanel().querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked')]
    expect(boxes.map((box) => box.closest('label')!.textContent)).toEqual(checked)
    await user.click(okButton())
    expect(onOk).toHaveBeenCalledWith(expression)
  })

  it('reads six fields and names, and emits the tabs’ seven-field spelling', async () => {
    const { user, onOk } = renderDialog({ value: '0 15 10 ? jan-mar MON-FRI' })
    expect(expressionBox()).toHaveValue('0 15 10 ? 1-3 2-6 *')
    await openTab(user, '周')
    expect(control('周期')).toBeChecked()
    await user.click(okButton())
    expect(onOk).toHaveBeenCalledWith('0 15 10 ? 1-3 2-6 *')
  })

  it('keeps six fields with the year tab hidden', async () => {
    const { user, onOk } = renderDialog({ value: '0 0 12 ? * 6#3 *', hideYear: true })
    expect(expressionBox()).toHaveValue('0 0 12 ? * 6#3')
    await user.click(okButton())
    expect(onOk).toHaveBeenCalledWith('0 0 12 ? * 6#3')
  })
})
