import { DatePicker } from 'antd'
import type { SearchInput } from '../widget'

/** A day and time picker of the search form. */
const DatetimeSearch: SearchInput = ({ field, ...props }) => (
  <DatePicker {...(props as object)} showTime style={{ width: '100%' }} placeholder={field.placeholder} />
)

export default DatetimeSearch
