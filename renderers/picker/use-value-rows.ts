import { useCallback, useEffect, useState } from 'react'
import type { DataProvider } from '../providers/data-provider'
import { useDataProvider } from '../providers/EngineProvider'
import { rowsOf } from '../core/rows-of'
import { valueOfRow, type PickerConfig, type Row } from './picker-config'
import { flattenTree } from './tree-search'

/**
 * The rows of the values a field stores, to show their texts (a user's real name for an id): a tree picker looks
 * them up in its tree; the others ask api.value (default api.list) with `<valueKey>=v1,v2,` — the trailing
 * comma makes the backend's QueryGenerator read it as IN — pageNo 1 and pageSize the count.
 */
async function fetchRows(data: DataProvider, config: PickerConfig, values: string[]): Promise<Row[]> {
  const { schema } = config
  if (schema.layout === 'tree') {
    const answer = await data.get({ url: schema.api!.tree! })
    return answer.success ? flattenTree(rowsOf(answer.result)) : []
  }
  const answer = await data.list({
    url: schema.api!.value ?? schema.api!.list!,
    params: { [config.valueKey]: `${values.join(',')},`, pageNo: 1, pageSize: values.length },
  })
  return answer.success ? rowsOf(answer.result) : []
}

/** Known rows by stored value; values not known yet are fetched. `remember` adds rows chosen in the modal. */
export function useValueRows(config: PickerConfig, values: string[]) {
  const data = useDataProvider()
  const [known, setKnown] = useState<ReadonlyMap<string, Row>>(new Map())
  const missing = values.filter((value) => !known.has(value)).join(',')

  const remember = useCallback(
    (rows: Row[]) =>
      setKnown((current) => new Map([...current, ...rows.map((row) => [valueOfRow(row, config), row] as const)])),
    [config],
  )

  useEffect(() => {
    if (!missing) return
    let current = true
    fetchRows(data, config, missing.split(',')).then(
      (rows) => current && remember(rows.filter((row) => missing.split(',').includes(valueOfRow(row, config)))),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [config, missing, remember, data])

  return { known, remember }
}
