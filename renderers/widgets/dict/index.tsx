import { itemText, useDictItems } from '../../dict'
import type { SearchInputProps } from '../search-input-props'
import { dictCell } from '../parts/cells'
import { ChoiceSearch } from '../parts/choice-search'
import type { Widget } from '../widget'

function DictSearch(props: SearchInputProps) {
  const items = useDictItems(props.field.dict)
  return <ChoiceSearch {...props} options={items?.map((item) => ({ label: itemText(item), value: item.value }))} />
}

/**
 * A dictionary value: its item's text in a list, a select of the items in the search form; in a form a select, or
 * radio buttons or checkboxes by `x-component-props.type` (`radio`, `checkbox`), as JeecgBoot's JDictSelectTag `type`.
 */
export default {
  cell: dictCell,
  search: DictSearch,
  showsDict: true,
  prompt: '请选择',
  formProps: { allowClear: true },
} satisfies Widget
