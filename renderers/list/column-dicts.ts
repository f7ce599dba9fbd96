import { useEffect, useMemo, useState } from 'react'
import type { DictModel } from '../generated/entities'
import type { Column } from '../generated/schema-language'
import { cachedDictItems, getDictItems } from '../dict'
import { useDictionaries } from '../providers/EngineProvider'

/** The dictionaries the columns name, each once. */
export const columnDictCodes = (columns: readonly Column[]): string[] => [
  ...new Set(columns.flatMap((column) => (column.dict ? [column.dict] : []))),
]

/** Items of every dictionary the columns name, loaded once per list; the session's cached ones are there at once. */
export function useColumnDicts(columns: Column[]): Record<string, DictModel[]> {
  const dictionaries = useDictionaries()
  const codes = useMemo(() => columnDictCodes(columns).join('\n'), [columns])
  const [dicts, setDicts] = useState<Record<string, DictModel[]>>(() =>
    Object.fromEntries(
      (codes ? codes.split('\n') : []).flatMap((code) =>
        cachedDictItems(dictionaries, code) ? [[code, cachedDictItems(dictionaries, code)!]] : [],
      ),
    ),
  )
  useEffect(() => {
    let current = true
    const list = codes ? codes.split('\n') : []
    if (list.every((code) => cachedDictItems(dictionaries, code))) return
    // Each code's failure is already an empty list, so the whole never rejects.
    void Promise.all(list.map((code) => getDictItems(dictionaries, code).catch(() => [] as DictModel[]))).then(
      (items) => {
        if (current) setDicts(Object.fromEntries(list.map((code, index) => [code, items[index]])))
      },
    )
    return () => {
      current = false
    }
  }, [codes, dictionaries])
  return dicts
}
