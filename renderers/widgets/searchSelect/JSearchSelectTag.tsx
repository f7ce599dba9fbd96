import { App, Select } from 'antd'
import { useEffect, useState } from 'react'
import { itemText, useDictItems } from '../../dict'
import { useDictionaries } from '../../providers/EngineProvider'
import { useDebouncedSearch } from '../parts/use-debounced-search'
import { useChosenOutside } from './use-chosen-outside'

/** Typing searches the table after this pause; answers to earlier keywords are dropped. */
export const DICT_SEARCH_DELAY = 800
const DEFAULT_PAGE_SIZE = 10

export interface JSearchSelectTagProps {
  /** The id of the box, the one a label names. */
  id?: string
  /** The element naming the box (a form field's label). */
  'aria-labelledby'?: string
  /** A dictionary code; with `async`, a table dictionary `table,text,code[,condition]` searched on the server. */
  dict: string
  async?: boolean
  /** How many matches a server search returns. */
  pageSize?: number
  placeholder?: string
  disabled?: boolean
  value?: string
  onChange?: (value: string | undefined) => void
}

interface Option {
  label: string
  value: string
}

/** All items of the dictionary, filtered in the browser as the user types. */
function LocalSearchSelect({
  id,
  'aria-labelledby': labelledBy,
  dict,
  placeholder,
  disabled,
  value,
  onChange,
}: JSearchSelectTagProps) {
  const items = useDictItems(dict)
  const outside = useChosenOutside(dict, items, value)
  return (
    <Select
      id={id}
      aria-labelledby={labelledBy}
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ width: '100%' }}
      placeholder={placeholder}
      disabled={disabled}
      loading={!items}
      value={value || undefined}
      onChange={(next?: string) => onChange?.(next)}
      options={[...(items ?? []), ...(outside ? [outside] : [])].map((item) => ({
        label: itemText(item),
        value: item.value,
      }))}
    />
  )
}

/** Matches asked from `loadDict` as the user types; the chosen value's text comes from `loadDictItem`. */
function RemoteSearchSelect({
  id,
  'aria-labelledby': labelledBy,
  dict,
  pageSize = DEFAULT_PAGE_SIZE,
  placeholder,
  disabled,
  value,
  onChange,
}: JSearchSelectTagProps) {
  const { message } = App.useApp()
  const dictionaries = useDictionaries()
  const [options, setOptions] = useState<Option[]>([])
  // Requests still on their way: a stale one finishing must not end the spinner of a newer one.
  const [pending, setPending] = useState(0)
  const [chosen, setChosen] = useState<Option | undefined>()
  const loading = pending > 0

  const { search, searchNow } = useDebouncedSearch(
    (keyword) => {
      setPending((count) => count + 1)
      return dictionaries.search(dict, { keyword, pageSize }).finally(() => setPending((count) => count - 1))
    },
    (answer) => {
      if (answer.success) setOptions((answer.result ?? []).map((item) => ({ label: item.text, value: item.value })))
      else message.warning(answer.message)
    },
    DICT_SEARCH_DELAY,
  )

  useEffect(() => {
    if (!value || chosen?.value === value) return
    let current = true
    dictionaries.texts(dict, value).then(
      (answer) => current && answer.success && setChosen({ value, label: answer.result?.join(',') || value }),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [dict, value, chosen, dictionaries])

  return (
    <Select
      id={id}
      aria-labelledby={labelledBy}
      allowClear
      showSearch
      labelInValue
      filterOption={false}
      style={{ width: '100%' }}
      placeholder={placeholder}
      disabled={disabled}
      loading={loading}
      notFoundContent={loading ? '加载中…' : undefined}
      value={value ? (chosen?.value === value ? chosen : { value, label: value }) : undefined}
      options={options}
      onSearch={search}
      onOpenChange={(open) => open && options.length === 0 && searchNow('')}
      onChange={(next?: Option) => {
        setChosen(next)
        if (!next) searchNow('')
        onChange?.(next?.value)
      }}
    />
  )
}

/** The searchable dictionary dropdown (JSearchSelectTag). */
export function JSearchSelectTag(props: JSearchSelectTagProps) {
  return props.async ? <RemoteSearchSelect {...props} /> : <LocalSearchSelect {...props} />
}
