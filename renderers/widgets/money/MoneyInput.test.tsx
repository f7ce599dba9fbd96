import { createForm } from '@formily/core'
import { Field, FormProvider } from '@formily/react'
import { FormItem } from '@formily/antd-v5/esm/form-item'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { MoneyInput, withThousands } from './MoneyInput'

describe('MoneyInput', () => {
  it('groups the integer part and shows two decimals unless the user is typing', () => {
    expect(withThousands('37400')).toBe('37,400.00')
    expect(withThousands(-1234567.5)).toBe('-1,234,567.50')
    expect(withThousands('1234567.5', true)).toBe('1,234,567.5')
    expect(withThousands('')).toBe('')
  })

  it('shows a stored amount with separators and two decimals, and keeps what is typed a number', async () => {
    const form = createForm({ initialValues: { amount: 37400 } })
    render(
      <FormProvider form={form}>
        <Field name="amount" title="金额" decorator={[FormItem]} component={[MoneyInput]} />
      </FormProvider>,
    )
    const input = screen.getByRole('spinbutton')
    expect((input as HTMLInputElement).value).toBe('37,400.00')
    await userEvent.clear(input)
    await userEvent.type(input, '1234567.891')
    await userEvent.tab()
    expect((input as HTMLInputElement).value).toBe('1,234,567.89')
    expect(form.values.amount).toBe(1234567.89)
  })
})
