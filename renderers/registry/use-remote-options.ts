import { App } from 'antd'
import { useEffect, useState } from 'react'
import { useDataProvider } from '../providers/EngineProvider'
import type { Option } from './options-widget'
import { textOf } from '../text-of'

export interface RemoteOptionsProps {
  url?: string
  params?: Record<string, unknown>
  labelKey?: string
  valueKey?: string
  /** Tree answers (departments …) are flattened through this key, each node becoming one option. */
  childrenKey?: string
}

type Row = Record<string, unknown>

function flatten(rows: Row[], childrenKey: string | undefined): Row[] {
  if (!childrenKey) return rows
  return rows.flatMap((row) => [row, ...flatten((row[childrenKey] as Row[] | undefined) ?? [], childrenKey)])
}

/** Rows of an answer that is a list, or a page (`records`). */
export function rowsOf(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[]
  if (result && typeof result === 'object' && Array.isArray((result as { records?: unknown }).records))
    return (result as { records: Row[] }).records
  return []
}

export function useRemoteOptions({
  url,
  params,
  labelKey = 'title',
  valueKey = 'id',
  childrenKey,
}: RemoteOptionsProps): Option[] | undefined {
  const { message } = App.useApp()
  const data = useDataProvider()
  const [options, setOptions] = useState<Option[] | undefined>()
  const paramsKey = JSON.stringify(params ?? {})
  useEffect(() => {
    if (!url) return
    let current = true
    data.get({ url, params: JSON.parse(paramsKey) as Record<string, unknown> }).then(
      (answer) => {
        if (!current) return
        if (!answer.success) message.warning(answer.message)
        setOptions(
          flatten(rowsOf(answer.result), childrenKey).map((row) => ({
            label: textOf(row[labelKey]),
            value: String(row[valueKey]),
          })),
        )
      },
      () => current && setOptions([]),
    )
    return () => {
      current = false
    }
  }, [url, paramsKey, labelKey, valueKey, childrenKey, message, data])
  return options
}
