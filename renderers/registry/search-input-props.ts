import type { SearchItem } from '../generated/schema-language'

/** What a search form input receives: its field from the list schema, and the value and onChange of antd Form. */
export interface SearchInputProps {
  field: SearchItem
  value?: unknown
  onChange?: (value: unknown) => void
}
