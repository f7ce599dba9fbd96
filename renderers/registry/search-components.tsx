import { Input, Select } from 'antd'
import { lazy, Suspense, type ReactNode } from 'react'
import { itemText, useDictItems } from '../dict'
import type { SearchInputProps } from './search-input-props'
import type { SearchPickerName } from './search-pickers'

function DictSearch({ field, ...props }: SearchInputProps) {
  const items = useDictItems(field.dict)
  return (
    <Select
      {...props}
      allowClear
      mode={field.rule === 'multi' ? 'multiple' : undefined}
      placeholder={field.placeholder ?? '请选择'}
      options={items?.map((item) => ({ label: itemText(item), value: item.value }))}
    />
  )
}

type SearchComponent = (props: SearchInputProps) => ReactNode

/**
 * A search input whose widget (date pickers, number inputs, tree and search selects) loads when a list first shows
 * one, so a list that searches by text and dictionaries does not wait for rc-picker and its kin.
 */
function lazySearchInput(name: SearchPickerName): SearchComponent {
  const Picker = lazy(() => import('./search-pickers').then((module) => ({ default: module.SEARCH_PICKERS[name] })))
  return function LazySearchInput(props: SearchInputProps) {
    return (
      <Suspense fallback={<Input disabled placeholder={props.field.placeholder} />}>
        <Picker {...props} />
      </Suspense>
    )
  }
}

/** Inputs of the search form, by the `component` a list schema names; antd Form passes value and onChange. */
export const SEARCH_COMPONENTS: Record<string, SearchComponent> = {
  input: ({ field, ...props }) => (
    <Input
      {...props}
      value={props.value as string}
      allowClear
      placeholder={field.placeholder ?? `请输入${field.title}`}
    />
  ),
  select: ({ field, ...props }) => (
    <Select
      {...props}
      allowClear
      mode={field.rule === 'multi' ? 'multiple' : undefined}
      placeholder={field.placeholder ?? '请选择'}
      options={field.options}
    />
  ),
  dict: DictSearch,
  number: lazySearchInput('number'),
  numberRange: lazySearchInput('numberRange'),
  searchSelect: lazySearchInput('searchSelect'),
  category: lazySearchInput('category'),
  date: lazySearchInput('date'),
  dateRange: lazySearchInput('dateRange'),
  datetimeRange: lazySearchInput('datetimeRange'),
}
