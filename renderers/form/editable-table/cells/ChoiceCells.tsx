import { connect, mapReadPretty } from '@formily/react'
import { Checkbox, Switch } from 'antd'

interface ChoiceProps {
  value?: unknown
  onChange?: (value: unknown) => void
  /** The stored values when on and when off. */
  customValue?: [unknown, unknown]
  disabled?: boolean
  'aria-label'?: string
}

/** A checkbox cell storing its own checked/unchecked values (JVxeTable's checkbox customValue, default true/false). */
function CheckboxCellInput({ value, onChange, customValue = [true, false], ...props }: ChoiceProps) {
  const [on, off] = customValue
  return (
    <Checkbox {...props} checked={value === on} onChange={(event) => onChange?.(event.target.checked ? on : off)} />
  )
}

/** A switch cell storing Y and N unless the column names other values (JVxeTable's switch). */
function SwitchCellInput({ value, onChange, customValue = ['Y', 'N'], ...props }: ChoiceProps) {
  const [on, off] = customValue
  return (
    <Switch {...props} size="small" checked={value === on} onChange={(checked) => onChange?.(checked ? on : off)} />
  )
}

const shownAs =
  (fallback: [unknown, unknown]) =>
  ({ value, customValue = fallback }: ChoiceProps) => <span>{value === customValue[0] ? '是' : '否'}</span>

export const CheckboxCell = connect(CheckboxCellInput, mapReadPretty(shownAs([true, false])))
export const SwitchCell = connect(SwitchCellInput, mapReadPretty(shownAs(['Y', 'N'])))
