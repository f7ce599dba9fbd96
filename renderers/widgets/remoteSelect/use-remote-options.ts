import { App } from 'antd'
import { useEffect, useState } from 'react'
import { useDataProvider } from '../../providers/EngineProvider'
import type { Option } from '../parts/options-widget'
import { rowsOf } from '../../core/rows-of'
import { textOf } from '../../core/text-of'

export interface RemoteOptionsProps {
  /** The endpoint whose rows are the choices: `list` answers a list or a page, `tree` nested nodes. */
  api?: { list?: string; tree?: string }
  params?: Record<string, unknown>
  /** The row field shown as the choice's text. */
  titleField?: string
  /** The row field stored as the value. */
  keyField?: string
  /** Nested rows (departments, menus …) are flattened through this field, each node becoming one choice. */
  childrenField?: string
}

type Row = Record<string, unknown>

function flatten(rows: Row[], childrenField: string | undefined): Row[] {
  if (!childrenField) return rows
  return rows.flatMap((row) => [row, ...flatten((row[childrenField] as Row[] | undefined) ?? [], childrenField)])
}

export function useRemoteOptions({
  api,
  params,
  titleField = 'title',
  keyField = 'id',
  childrenField = api?.tree ? 'children' : undefined,
}: RemoteOptionsProps): Option[] | undefined {
  const { message } = App.useApp()
  const data = useDataProvider()
  const [options, setOptions] = useState<Option[] | undefined>()
  const url = api?.list ?? api?.tree
  const paramsKey = JSON.stringify(params ?? {})
  useEffect(() => {
    if (!url) return
    let current = true
    data.get({ url, params: JSON.parse(paramsKey) as Record<string, unknown> }).then(
      (answer) => {
        if (!current) return
        if (!answer.success) message.warning(answer.message)
        setOptions(
          flatten(rowsOf(answer.result), childrenField).map((row) => ({
            label: textOf(row[titleField]),
            value: String(row[keyField]),
          })),
        )
      },
      () => current && setOptions([]),
    )
    return () => {
      current = false
    }
  }, [url, paramsKey, titleField, keyField, childrenField, message, data])
  return options
}
