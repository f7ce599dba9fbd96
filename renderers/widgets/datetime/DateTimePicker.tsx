import { DatePicker } from '@formily/antd-v5/esm/date-picker'
import type { ComponentProps } from 'react'

/** The date picker with the time: Formily's picker then reads and writes YYYY-MM-DD HH:mm:ss. */
export function DateTimePicker(props: ComponentProps<typeof DatePicker>) {
  return <DatePicker showTime {...props} />
}
