import { inputProps } from '../search-input-props'
import type { SearchInput } from '../widget'
import { NumberRange } from './NumberRange'

/** Two number inputs of the search form, from and to. */
const NumberRangeSearch: SearchInput = (props) => <NumberRange {...inputProps(props)} />

export default NumberRangeSearch
