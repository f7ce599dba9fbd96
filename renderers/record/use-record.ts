import { useEffect, useState } from 'react'
import { endpoint } from '../actions/endpoint'
import type { Row } from '../core/rows-of'
import type { ListPageSchema } from '../generated/schema-language'
import { useDataProvider } from '../providers/EngineProvider'

export type LoadedRecord = { record: Row } | { missing: string }

/**
 * The record by its list page's `api.queryById`, asked again when `version` changes. The backend answers an id that
 * does not exist, or that the user's data rules keep from them, with a refusal: that is `missing`, with its message.
 */
export function useRecord(list: ListPageSchema | undefined, id: string, version: number): LoadedRecord | undefined {
  const data = useDataProvider()
  const [loaded, setLoaded] = useState<{ key: string; value: LoadedRecord }>()
  const key = `${id}\n${version}`
  const queryById = list?.api?.queryById
  useEffect(() => {
    if (!queryById) return
    let current = true
    const request = endpoint(queryById, { record: { id } }, { id })
    data.get<Row>(request).then(
      (answer) =>
        current &&
        setLoaded({
          key,
          value:
            answer.success && answer.result
              ? { record: answer.result }
              : { missing: answer.message || '未找到对应数据' },
        }),
      (error: Error) => current && setLoaded({ key, value: { missing: error.message } }),
    )
    return () => {
      current = false
    }
  }, [data, queryById, id, key])
  if (list && !queryById) return { missing: '请设置 url.queryById 属性!' }
  // A reload keeps showing the record it had until the new answer comes, so the tabs do not flash.
  return loaded?.key.startsWith(`${id}\n`) ? loaded.value : undefined
}
