import { DatePicker } from 'antd'
import { inputProps } from '../search-input-props'
import type { SearchInput } from '../widget'

/** Two moments of the search form, from and to. */
const DatetimeRangeSearch: SearchInput = (props) => (
  <DatePicker.RangePicker {...inputProps(props)} showTime style={{ width: '100%' }} />
)

export default DatetimeRangeSearch
