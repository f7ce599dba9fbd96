import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { chooseMode, control, expressionBox, okButton, openTab, renderDialog } from './helpers'

afterEach(cleanup)

describe('CronDialog with expressions typed by hand', () => {
  it('opens on an invalid expression with a Chinese explanation and OK disabled, the tabs still usable', async () => {
    const { user, onOk } = renderDialog({ value: '0 0 12 * * 1' })
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Cron表达式无效')
    expect(alert).toHaveTextContent('“日”和“周”必须有一个为“?”')
    expect(expressionBox()).toHaveValue('0 0 12 * * 1')
    expect(okButton()).toBeDisabled()
    expect(screen.queryByRole('list', { name: '最近运行时间' })).not.toBeInTheDocument()

    await openTab(user, '小时')
    await chooseMode(user, '周期')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(expressionBox()).toHaveValue('* * 0-23 * * ? *')
    await user.click(okButton())
    expect(onOk).toHaveBeenCalledWith('* * 0-23 * * ? *')
  })

  it.each([
    ['abc', '应为6或7个字段'],
    ['0 0 25 * * ?', '“小时”字段的值 25 超出范围（0-23）'],
    ['0 0 12 ? * 6#6', '“#”后必须是1-5之间的数字'],
    ['0 0 12 ? * 8#1', '“周”字段的值 8 超出范围（1-7）'],
    ['0 0 12 * * ? 2030-2027', '起始值大于结束值'],
  ])('explains %j while typing', async (typed, message) => {
    const { user } = renderDialog()
    await user.clear(expressionBox())
    await user.type(expressionBox(), typed)
    expect(screen.getByRole('alert')).toHaveTextContent(message)
    expect(okButton()).toBeDisabled()
  })

  it('follows a valid typed expression in the tabs and keeps the text as typed', async () => {
    const { user, onOk } = renderDialog()
    await user.clear(expressionBox())
    await user.type(expressionBox(), '0 0 12 ? * fri#3')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await openTab(user, '周')
    expect(control('第几个')).toBeChecked()
    expect(control('周序号')).toHaveValue('3')
    await user.click(okButton())
    expect(onOk).toHaveBeenCalledWith('0 0 12 ? * fri#3')
  })

  it('accepts a valid expression the tabs cannot show, with a warning', async () => {
    const { user, onOk } = renderDialog({ value: '0 0 1-5,10 * * ?' })
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('无法在面板中显示')
    expect(alert).toHaveTextContent('“小时”字段（1-5,10）')
    expect(okButton()).toBeEnabled()
    await user.click(okButton())
    expect(onOk).toHaveBeenCalledWith('0 0 1-5,10 * * ?')
  })
})
