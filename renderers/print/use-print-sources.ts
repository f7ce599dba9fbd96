import { useEffect, useState } from 'react'
import type { PrintPageSchema } from '../generated/schema-language'
import { useDataProvider } from '../providers/EngineProvider'
import { sendCall } from '../providers/send-call'
import { rowsOf, type Row } from '../core/rows-of'

export type SourceRows = Record<string, Row[]>

/** What the sources of a template answered: their rows by name once all came, or the first refusal's message. */
export type SourcesState = { rows: SourceRows } | { error: string } | undefined

/**
 * The template's sources fetched for the record printed (their `{{ }}` see `record`), all at once; a refusal or a
 * failed request is reported instead of printing a sheet with rows missing.
 */
export function usePrintSources(page: PrintPageSchema, record: Row): SourcesState {
  const data = useDataProvider()
  const [state, setState] = useState<SourcesState>()
  useEffect(() => {
    let current = true
    const entries = Object.entries(page.sources ?? {})
    Promise.all(
      entries.map(async ([name, call]) => {
        const answer = await sendCall(data, call, { record })
        if (!answer.success) throw new Error(answer.message || `${name} 加载失败`)
        return [name, rowsOf(answer.result)] as const
      }),
    ).then(
      (loaded) => current && setState({ rows: Object.fromEntries(loaded) }),
      (error: Error) => current && setState({ error: error.message }),
    )
    return () => {
      current = false
    }
  }, [data, page, record])
  return state
}
