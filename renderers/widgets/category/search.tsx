import type { SearchInput } from '../widget'
import { JCategorySelect } from './JCategorySelect'

/** A category in the search form, the whole tree below the item's root code (`dict`) loaded at once. */
const CategorySearch: SearchInput = ({ field, ...props }) => (
  <JCategorySelect
    {...props}
    value={props.value as string}
    pcode={field.dict ?? '0'}
    field="code"
    loadAll
    placeholder={field.placeholder ?? '请选择'}
  />
)

export default CategorySearch
