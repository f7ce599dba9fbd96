import { DatePicker, Input, InputNumber, Select } from 'antd'
import type { ReactNode } from 'react'
import type { SearchField } from '@/generated/validators'
import { itemText, useDictItems } from '../dict'
import { omit } from '../omit'
import { NumberRange } from './NumberRange'
import { JSearchSelectTag } from './search-select/JSearchSelectTag'
import { JCategorySelect } from './tree-select/JCategorySelect'

interface SearchInputProps {
  field: SearchField
  value?: unknown
  onChange?: (value: unknown) => void
}

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

/** Inputs of the search form, by the `component` a list schema names; antd Form passes value and onChange. */
export const SEARCH_COMPONENTS: Record<string, SearchComponent> = {
  input: ({ field, ...props }) => (
    <Input
      {...props}
      value={props.value as string}
      allowClear
      placeholder={field.placeholder ?? `请输入${field.label}`}
    />
  ),
  number: ({ field, ...props }) => (
    <InputNumber {...props} value={props.value as number} style={{ width: '100%' }} placeholder={field.placeholder} />
  ),
  'number-range': (props) => <NumberRange {...(omit(props, 'field') as object)} />,
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
  'search-select': ({ field, ...props }) => (
    <JSearchSelectTag
      {...props}
      value={props.value as string}
      dict={field.dict ?? ''}
      async
      placeholder={field.placeholder ?? `请输入${field.label}`}
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
  'date-range': (props) => <DatePicker.RangePicker {...(omit(props, 'field') as object)} style={{ width: '100%' }} />,
  'datetime-range': (props) => (
    <DatePicker.RangePicker {...(omit(props, 'field') as object)} showTime style={{ width: '100%' }} />
  ),
}
