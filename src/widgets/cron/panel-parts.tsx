import { Checkbox, Flex, InputNumber, Radio, Select } from 'antd'
import { memo, type ReactNode } from 'react'
import type { UnitKey } from './model'
import { inBounds, UNITS, WEEKDAY_NAMES, type Bounds } from './units'

type Option = { value: number; label: string }

/**
 * antd gives radio groups font-size 0 (to swallow whitespace between button-style radios), which would hide the words
 * between a mode's inputs; block display lets the checkbox grids use the dialog's width.
 */
export const MODE_GROUP_STYLE = { display: 'block', fontSize: 'inherit' } as const

function numberOptions({ min, max }: Bounds): Option[] {
  return Array.from({ length: max - min + 1 }, (_, i) => ({ value: min + i, label: String(min + i) }))
}

/** Built once: stable option arrays let the checkbox grids skip re-rendering. */
export const VALUE_OPTIONS = Object.fromEntries(
  Object.entries(UNITS).map(([key, meta]) => [key, numberOptions(meta.value)]),
) as Record<UnitKey, Option[]>

export const WEEKDAY_OPTIONS: Option[] = WEEKDAY_NAMES.map((name, i) => ({ value: i + 1, label: name }))

interface NumberFieldProps {
  label: string
  value: number
  bounds: Bounds
  disabled: boolean
  onChange: (value: number) => void
}

/** Whole numbers within the unit's bounds only; InputNumber clamps and rounds on blur and reports again then. */
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
      options={WEEKDAY_OPTIONS}
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
  options: Option[]
  /** longer labels (weekday names) */
  wide?: boolean
  value: number[]
  disabled: boolean
  onChange: (value: number[]) => void
}

/**
 * Memoised: sixty antd checkboxes are the costliest part of a panel and most edits do not touch them. `onChange` is left
 * out of the comparison because every panel's handler only forwards to the dialog's stable state updater.
 */
export const SpecifyGrid = memo(
  function SpecifyGrid({ label, options, wide = false, value, disabled, onChange }: SpecifyProps) {
    return (
      <Checkbox.Group
        aria-label={label}
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(auto-fill, minmax(${wide ? 80 : 56}px, 1fr))`,
          rowGap: 4,
          paddingLeft: 24,
        }}
        options={options}
        value={value}
        disabled={disabled}
        onChange={(checked) => onChange(checked.map(Number))}
      />
    )
  },
  (before, after) =>
    before.value === after.value && before.disabled === after.disabled && before.options === after.options,
)
