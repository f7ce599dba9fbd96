import { dictText, useDictItems } from '../../../dict'

export interface DictTextProps {
  /** The dictionary code. */
  dict: string
  /** The values of the column's fields in this row: a code, or a multi-dict's codes as a list or comma text. */
  values: unknown[]
}

/** A dictionary cell shown as its items' texts, as a list column shows it; the codes until the items are loaded. */
export function DictText({ dict, values }: DictTextProps) {
  const items = useDictItems(dict)
  const texts = values.map((value) =>
    dictText({ value: Array.isArray(value) ? value.join(',') : value }, 'value', items),
  )
  return <>{texts.filter((text) => text !== '').join(' ')}</>
}
