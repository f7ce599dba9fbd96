import { DatePicker } from 'antd'
import { inputProps } from '../search-input-props'
import type { SearchInput } from '../widget'

/** Two days of the search form, from and to. */
const DateRangeSearch: SearchInput = (props) => (
  <DatePicker.RangePicker {...inputProps(props)} style={{ width: '100%' }} />
)

export default DateRangeSearch
