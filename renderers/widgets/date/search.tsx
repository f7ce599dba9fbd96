import { DatePicker } from 'antd'
import type { SearchInput } from '../widget'

/** A day picker of the search form. */
const DateSearch: SearchInput = ({ field, ...props }) => (
  <DatePicker {...(props as object)} style={{ width: '100%' }} placeholder={field.placeholder} />
)

export default DateSearch
