// The input alone: antd's Input index adds TextArea, Search, Password and OTP, which every list page would then load.
import Input from 'antd/es/input/Input'
import { lazy, Suspense } from 'react'
import type { SearchInputProps } from '../search-input-props'
import type { SearchInput } from '../widget'

/**
 * A search input whose module (date pickers, number inputs, tree and search selects) loads when a list first shows
 * one, so a list that searches by text and dictionaries does not wait for rc-picker and its kin.
 */
export function lazySearch(load: () => Promise<{ default: SearchInput }>): SearchInput {
  const Picker = lazy(load)
  return function LazySearchInput(props: SearchInputProps) {
    return (
      <Suspense fallback={<Input disabled placeholder={props.field.placeholder} />}>
        <Picker {...props} />
      </Suspense>
    )
  }
}
