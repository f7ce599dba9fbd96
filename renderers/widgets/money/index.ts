import { textOf } from '../../core/text-of'
import { lazySearch } from '../parts/lazy-search'
import type { Widget } from '../widget'
import { FULL_WIDTH } from '../parts/form-props'

const MONEY = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** An amount in yuan: two decimals with thousands separators (1,234.50); a blank or non-number stays as it is. */
export const moneyText = (value: unknown): string => {
  const text = textOf(value).trim()
  const amount = Number(text)
  return text === '' || Number.isNaN(amount) ? text : MONEY.format(amount)
}

/** An amount in yuan, right-aligned in a list; searched as a number, typed with two decimals and separators. */
export default {
  cell: moneyText,
  alignRight: true,
  search: lazySearch(() => import('../number/search')),
  prompt: '请输入',
  formProps: { precision: 2, style: FULL_WIDTH },
} satisfies Widget
