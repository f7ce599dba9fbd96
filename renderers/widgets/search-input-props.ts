import type { SearchItem } from '../generated/schema-language'

/** What a search form input receives: its field from the list schema, the id its label names, its value and onChange. */
export interface SearchInputProps {
  field: SearchItem
  id?: string
  value?: unknown
  onChange?: (value: unknown) => void
}
