import { DatePicker, InputNumber } from 'antd'
import type { ReactNode } from 'react'
import { NumberRange } from '../numberRange/NumberRange'
import type { SearchInputProps } from '../search-input-props'
import { JSearchSelectTag } from '../searchSelect/JSearchSelectTag'
import { JCategorySelect } from '../category/JCategorySelect'

/** The id, value and onChange the search form hands an input, for the widgets that take them without the field. */
const formProps = ({ id, value, onChange }: SearchInputProps): object => ({ id, value, onChange })

/** The heavier inputs of the search form, loaded by the widgets (widgets/parts/lazy-search.tsx) when a list first shows one. */
export const SEARCH_PICKERS = {
  number: ({ field, ...props }) => (
    <InputNumber {...props} value={props.value as number} style={{ width: '100%' }} placeholder={field.placeholder} />
  ),
  numberRange: (props) => <NumberRange {...formProps(props)} />,
  searchSelect: ({ field, ...props }) => (
    <JSearchSelectTag
      {...props}
      value={props.value as string}
      dict={field.dict ?? ''}
      async
      placeholder={field.placeholder ?? `请输入${field.title}`}
    />
  ),
  category: ({ field, ...props }) => (
    <JCategorySelect
      {...props}
      value={props.value as string}
      pcode={field.dict ?? '0'}
      field="code"
      loadAll
      placeholder={field.placeholder ?? '请选择'}
    />
  ),
  date: ({ field, ...props }) => (
    <DatePicker {...(props as object)} style={{ width: '100%' }} placeholder={field.placeholder} />
  ),
  datetime: ({ field, ...props }) => (
    <DatePicker {...(props as object)} showTime style={{ width: '100%' }} placeholder={field.placeholder} />
  ),
  dateRange: (props) => <DatePicker.RangePicker {...formProps(props)} style={{ width: '100%' }} />,
  datetimeRange: (props) => <DatePicker.RangePicker {...formProps(props)} showTime style={{ width: '100%' }} />,
} satisfies Record<string, (props: SearchInputProps) => ReactNode>

export type SearchPickerName = keyof typeof SEARCH_PICKERS
