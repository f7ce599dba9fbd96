import { createForm } from '@formily/core'
import { createSchemaField, FormProvider } from '@formily/react'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CronField, CronInput } from '@/widgets/cron'
import { control, okButton, openTab, setupUser } from './helpers'

afterEach(cleanup)

const openIcon = () => screen.getByRole('button', { name: '打开Cron表达式编辑器' })

function Controlled({
  initial,
  onChange,
  ...props
}: {
  initial: string
  onChange: (value: string) => void
  hideYear?: boolean
  disabled?: boolean
}) {
  const [value, setValue] = useState(initial)
  return (
    <CronField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

describe('CronField', () => {
  it('opens the dialog from the schedule icon on the current value and writes back on OK', async () => {
    const user = setupUser()
    const onChange = vi.fn()
    render(<Controlled initial="0 0 12 ? * 6#3 *" onChange={onChange} />)
    await user.click(openIcon())
    expect(screen.getByRole('dialog', { name: 'Cron表达式' })).toBeInTheDocument()
    await openTab(user, '周')
    expect(control('第几个')).toBeChecked()
    await user.click(control('本月最后一个'))
    await user.click(okButton())
    expect(onChange).toHaveBeenLastCalledWith('0 0 12 ? * 6L *')
    expect(screen.getByRole('textbox')).toHaveValue('0 0 12 ? * 6L *')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('leaves the value alone on cancel', async () => {
    const user = setupUser()
    const onChange = vi.fn()
    render(<Controlled initial="0 0 12 * * ?" onChange={onChange} hideYear />)
    await user.click(openIcon())
    await user.click(screen.getByRole('button', { name: /取\s*消/ }))
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('can be typed into and cleared with the clear icon', async () => {
    const user = setupUser()
    const onChange = vi.fn()
    render(<Controlled initial="" onChange={onChange} />)
    await user.type(screen.getByRole('textbox'), '0 0 12 * * ?')
    expect(onChange).toHaveBeenLastCalledWith('0 0 12 * * ?')
    await user.click(document.querySelector('.ant-input-clear-icon')!)
    expect(onChange).toHaveBeenLastCalledWith('')
    expect(screen.getByRole('textbox')).toHaveValue('')
  })

  it('does not open when disabled', async () => {
    const user = setupUser()
    render(<Controlled initial="0 0 12 * * ?" onChange={() => {}} disabled />)
    expect(screen.getByRole('textbox')).toBeDisabled()
    await user.click(openIcon())
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('CronInput (Formily x-component)', () => {
  const SchemaField = createSchemaField({ components: { CronInput } })
  const schema = {
    type: 'object',
    properties: {
      cronExpression: { type: 'string', 'x-component': 'CronInput', 'x-component-props': { hideYear: true } },
    },
  }

  it('reads and writes the form value through the dialog', async () => {
    const user = setupUser()
    const form = createForm({ initialValues: { cronExpression: '0 0 12 * * ?' } })
    render(
      <FormProvider form={form}>
        <SchemaField schema={schema} />
      </FormProvider>,
    )
    expect(screen.getByRole('textbox')).toHaveValue('0 0 12 * * ?')
    await user.click(openIcon())
    expect(screen.queryByRole('tab', { name: '年' })).not.toBeInTheDocument()
    await openTab(user, '日')
    await user.click(control('本月最后一天'))
    await user.click(okButton())
    expect(form.values.cronExpression).toBe('0 0 12 L * ?')
  })

  it('shows the expression, its description and the next runs in read-pretty mode (the job detail)', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 21, 10, 30))
    try {
      const form = createForm({ initialValues: { cronExpression: '0 0 12 ? * 6#3' }, readPretty: true })
      render(
        <FormProvider form={form}>
          <SchemaField schema={schema} />
        </FormProvider>,
      )
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
      expect(screen.getByText('0 0 12 ? * 6#3')).toBeInTheDocument()
      expect(screen.getByText('每月第三个星期五的12:00:00执行')).toBeInTheDocument()
      const runs = within(screen.getByLabelText('接下来的运行时间'))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
      expect(runs).toEqual([
        '2026-12-18 12:00:00',
        '2027-01-15 12:00:00',
        '2027-02-19 12:00:00',
        '2027-03-19 12:00:00',
        '2027-04-16 12:00:00',
      ])
    } finally {
      vi.useRealTimers()
    }
  })

  it('marks a field with errors', async () => {
    const form = createForm()
    render(
      <FormProvider form={form}>
        <SchemaField
          schema={{
            ...schema,
            properties: { cronExpression: { ...schema.properties.cronExpression, required: true } },
          }}
        />
      </FormProvider>,
    )
    await expect(form.validate()).rejects.toBeDefined()
    await waitFor(() =>
      expect(document.querySelector('.ant-input-affix-wrapper.ant-input-status-error')).toBeInTheDocument(),
    )
  })
})
