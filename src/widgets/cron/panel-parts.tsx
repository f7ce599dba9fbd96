import { Checkbox, Flex, InputNumber, Radio, Select } from 'antd'
import type { ReactNode } from 'react'
import { inBounds, WEEKDAY_NAMES, type Bounds } from './units'

interface NumberFieldProps {
  label: string
  value: number
  bounds: Bounds
  disabled: boolean
  onChange: (value: number) => void
}

/** Whole numbers within bounds only (spec §5); InputNumber clamps and rounds on blur and reports again then. */
export function NumberField({ label, value, bounds, disabled, onChange }: NumberFieldProps) {
  return (
    <InputNumber
      aria-label={label}
      size="small"
      style={{ width: 84 }}
      min={bounds.min}
      max={bounds.max}
      precision={0}
      value={value}
      disabled={disabled}
      onChange={(next) => {
        if (typeof next === 'number' && inBounds(next, bounds)) onChange(next)
      }}
    />
  )
}

interface WeekdaySelectProps {
  label: string
  value: number
  disabled: boolean
  onChange: (value: number) => void
}

export function WeekdaySelect({ label, value, disabled, onChange }: WeekdaySelectProps) {
  return (
    <Select
      aria-label={label}
      size="small"
      style={{ width: 96 }}
      value={value}
      disabled={disabled}
      onChange={onChange}
      options={WEEKDAY_NAMES.map((name, i) => ({ value: i + 1, label: name }))}
    />
  )
}

interface ModeRowProps {
  mode: string
  label: string
  children?: ReactNode
}

/** One mode of a tab: its radio, then the inputs it uses (outside the label so clicks on them do not toggle it). */
export function ModeRow({ mode, label, children }: ModeRowProps) {
  return (
    <Flex align="center" gap={6} wrap>
      <Radio value={mode}>{label}</Radio>
      {children}
    </Flex>
  )
}

interface SpecifyProps {
  label: string
  options: { value: number; label: string }[]
  value: number[]
  disabled: boolean
  onChange: (value: number[]) => void
}

export function SpecifyGrid({ label, options, value, disabled, onChange }: SpecifyProps) {
  return (
    <Checkbox.Group
      aria-label={label}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(56px, 1fr))', rowGap: 4, paddingLeft: 24 }}
      options={options}
      value={value}
      disabled={disabled}
      onChange={(checked) => onChange(checked.map(Number))}
    />
  )
}

export function numberOptions({ min, max }: Bounds): { value: number; label: string }[] {
  return Array.from({ length: max - min + 1 }, (_, i) => ({ value: min + i, label: String(min + i) }))
}
