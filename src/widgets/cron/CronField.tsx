import { ScheduleOutlined } from '@ant-design/icons'
import { Input } from 'antd'
import { useState, type CSSProperties, type FocusEventHandler } from 'react'
import { CronDialog } from './CronDialog'

export interface CronFieldProps {
  value?: string | null
  onChange?: (value: string) => void
  disabled?: boolean
  readOnly?: boolean
  /** leave out the year tab and emit six-field expressions */
  hideYear?: boolean
  /** dialog width: 800 by default, 608 for the narrow variant */
  width?: number
  placeholder?: string
  status?: 'error' | 'warning'
  style?: CSSProperties
  onFocus?: FocusEventHandler<HTMLInputElement>
  onBlur?: FocusEventHandler<HTMLInputElement>
  /** The id of the form label naming the field (the form item's `aria-labelledby`). */
  'aria-labelledby'?: string
}

/**
 * A text input for a Quartz cron expression with a clear icon and a schedule icon that opens the "Cron表达式" dialog
 * (CronDialog). The expression can also be typed; the dialog explains an invalid one.
 */
export function CronField({
  value,
  onChange,
  disabled = false,
  readOnly = false,
  hideYear = false,
  width,
  placeholder = '请输入cron表达式',
  status,
  style,
  onFocus,
  onBlur,
  'aria-labelledby': labelledBy,
}: CronFieldProps) {
  const [open, setOpen] = useState(false)
  const locked = disabled || readOnly
  const show = () => {
    if (!locked) setOpen(true)
  }
  return (
    <>
      <Input
        value={value ?? ''}
        onChange={(e) => onChange?.(e.target.value)}
        disabled={disabled}
        readOnly={readOnly}
        allowClear={!locked}
        placeholder={placeholder}
        status={status}
        style={style}
        onFocus={onFocus}
        onBlur={onBlur}
        aria-labelledby={labelledBy}
        suffix={
          <ScheduleOutlined
            role="button"
            aria-label="打开Cron表达式编辑器"
            aria-disabled={locked}
            tabIndex={locked ? -1 : 0}
            style={{ cursor: locked ? 'not-allowed' : 'pointer' }}
            onClick={show}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') show()
            }}
          />
        }
      />
      {open && (
        <CronDialog
          value={value ?? ''}
          hideYear={hideYear}
          width={width}
          onCancel={() => setOpen(false)}
          onOk={(expression) => {
            setOpen(false)
            onChange?.(expression)
          }}
        />
      )}
    </>
  )
}
