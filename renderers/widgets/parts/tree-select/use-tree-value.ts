import { useEffect, useMemo, useState } from 'react'
import { useLatest } from '../../../core/use-latest'

export interface LabeledValue {
  value: string
  label: string
}

interface TreeValueOptions {
  /** The field's value: one key, or keys joined by commas when `multiple`. */
  value?: string
  multiple?: boolean
  onChange?: (value: string) => void
  /** Labels of the nodes loaded so far, by value. */
  known: Map<string, string>
  /** Labels of values not loaded yet, in the order asked; the picker's own lookup call. */
  lookup: (values: string[]) => Promise<string[] | undefined>
}

/** "0" is the root's pid, which a parent picker shows as nothing chosen. */
const valuesOf = (value: string | undefined): string[] =>
  value && value !== '0' ? value.split(',').filter(Boolean) : []

/**
 * The comma-joined string a tree picker stores, as the labelled values antd's TreeSelect (labelInValue) shows:
 * labels come from loaded nodes, from the last choice, or from the picker's lookup call for values it has not met.
 */
export function useTreeValue({ value, multiple, onChange, known, lookup }: TreeValueOptions) {
  const [looked, setLooked] = useState<Record<string, string>>({})
  // The lookup is rebuilt on every render of the picker; what to ask only changes with `missing`.
  const lookupRef = useLatest(lookup)
  const values = useMemo(() => valuesOf(value), [value])
  const missing = values.filter((item) => !known.has(item) && !(item in looked)).join(',')

  useEffect(() => {
    if (!missing) return
    let current = true
    const asked = missing.split(',')
    lookupRef.current(asked).then(
      // Lookups drop values they do not know, so labels are only matched up when every value was found.
      (labels) =>
        current &&
        labels?.length === asked.length &&
        setLooked((previous) => ({
          ...previous,
          ...Object.fromEntries(asked.map((item, index) => [item, labels[index] ?? item])),
        })),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [lookupRef, missing])

  const labelled = values.map((item) => ({ value: item, label: looked[item] ?? known.get(item) ?? item }))

  const change = (next: LabeledValue | LabeledValue[] | null | undefined) => {
    const chosen = next ? ([] as LabeledValue[]).concat(next) : []
    setLooked((previous) => ({
      ...previous,
      ...Object.fromEntries(chosen.map((item) => [item.value, String(item.label)])),
    }))
    onChange?.(chosen.map((item) => item.value).join(','))
  }

  return { treeValue: multiple ? labelled : labelled[0], change }
}
