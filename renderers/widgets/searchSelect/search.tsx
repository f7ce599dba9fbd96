import type { SearchInput } from '../widget'
import { JSearchSelectTag } from './JSearchSelectTag'

/** A large dictionary's value in the search form, searched on the server as the user types. */
const SearchSelectSearch: SearchInput = ({ field, ...props }) => (
  <JSearchSelectTag
    {...props}
    value={props.value as string}
    dict={field.dict ?? ''}
    async
    placeholder={field.placeholder ?? `请输入${field.title}`}
  />
)

export default SearchSelectSearch
