import { NumberPicker } from '@formily/antd-v5/esm/number-picker'
import type { ComponentProps } from 'react'

/**
 * The text the input shows: thousands separators in the integer part, and two decimals once the user is not typing
 * (37400 → 37,400.00); while typing, what was typed stays as it is.
 */
export const withThousands = (value: string | number | undefined, typing = false): string => {
  const raw = value === undefined ? '' : String(value)
  if (raw === '') return ''
  const amount = Number(raw)
  const text = typing || Number.isNaN(amount) ? raw : amount.toFixed(2)
  const [whole, fraction] = text.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}

const withoutThousands = (text: string | undefined): string => (text ?? '').replace(/,/g, '')

/**
 * An amount in yuan as it is typed: two decimals and thousands separators, the way the lists show it, right-aligned
 * over the whole width of its field; the value stays a plain number.
 */
export const MoneyInput = (props: ComponentProps<typeof NumberPicker>) => (
  <NumberPicker
    precision={2}
    formatter={(value, info) => withThousands(value, info.userTyping)}
    parser={withoutThousands}
    style={{ width: '100%' }}
    className="money-input"
    {...props}
  />
)
