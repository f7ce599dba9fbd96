import { textOf } from './text'

/** `DictModel`: `title` and `label` are getters mirroring `text`, so JSON carries all four. */
export interface DictModel {
  value: string | null
  text: string | null
  title: string | null
  label: string | null
}

const asText = (value: unknown): string | null => (value === null || value === undefined ? null : textOf(value))

export function dictModel(value: unknown, text: unknown): DictModel {
  const label = asText(text)
  return { value: asText(value), text: label, title: label, label }
}
