import type { SearchItem } from '../generated/schema-language'

/** What a search form input receives: its field from the list schema, the id its label names, its value and onChange. */
export interface SearchInputProps {
  field: SearchItem
  id?: string
  value?: unknown
  onChange?: (value: unknown) => void
}

/** The id, value and onChange the search form hands an input, for the inputs that take them without the field. */
export const inputProps = ({ id, value, onChange }: SearchInputProps): object => ({ id, value, onChange })
