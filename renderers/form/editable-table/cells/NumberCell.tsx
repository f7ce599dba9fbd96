import { connect, mapReadPretty } from '@formily/react'
import { Input } from 'antd'
import { useState } from 'react'
import { isNumberDraft, settleNumber } from './number-text'

export interface NumberCellProps {
  value?: number | string | null
  onChange?: (value: number | undefined) => void
  /** Money: two decimals at most, shown with two. */
  money?: boolean
  placeholder?: string
  disabled?: boolean
  'aria-label'?: string
}

const shown = (value: NumberCellProps['value'], money: boolean): string => {
  if (value === undefined || value === null || value === '') return ''
  return money && Number.isFinite(Number(value)) ? Number(value).toFixed(2) : String(value)
}

/**
 * The number and money cells of the editable table (JVxeTable's inputNumber): a keystroke that would make the text
 * something other than an optional minus, digits and one decimal point is reverted; on blur invalid text empties
 * the cell and valid text becomes a number.
 */
export function NumberCellInput({ value, onChange, money = false, ...inputProps }: NumberCellProps) {
  // The text being typed; between edits the cell shows its value.
  const [draft, setDraft] = useState<string | null>(null)
  const text = draft ?? shown(value, money)
  return (
    <Input
      {...inputProps}
      value={text}
      inputMode="decimal"
      onChange={(event) => {
        if (isNumberDraft(event.target.value)) setDraft(event.target.value)
      }}
      onBlur={() => {
        setDraft(null)
        onChange?.(settleNumber(text, money))
      }}
    />
  )
}

const NumberText = ({ value, money = false }: NumberCellProps) => <span>{shown(value, money)}</span>

export const NumberCell = connect(NumberCellInput, mapReadPretty(NumberText))
