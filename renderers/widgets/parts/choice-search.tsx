import { Select } from 'antd'
import type { SearchInputProps } from '../search-input-props'

interface ChoiceSearchProps extends SearchInputProps {
  /** The choices; undefined while they load. */
  options?: { label: string; value: unknown }[]
}

/** A select of choices in the search form, several at once for a `multi` item, as wide as its column. */
export function ChoiceSearch({ field, options, ...props }: ChoiceSearchProps) {
  return (
    <Select
      {...props}
      allowClear
      mode={field.rule === 'multi' ? 'multiple' : undefined}
      style={{ width: '100%' }}
      placeholder={field.placeholder ?? '请选择'}
      options={options}
    />
  )
}
