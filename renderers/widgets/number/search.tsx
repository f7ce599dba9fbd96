import { InputNumber } from 'antd'
import type { SearchInput } from '../widget'

/** A number input of the search form, as wide as its column. */
const NumberSearch: SearchInput = ({ field, ...props }) => (
  <InputNumber {...props} value={props.value as number} style={{ width: '100%' }} placeholder={field.placeholder} />
)

export default NumberSearch
