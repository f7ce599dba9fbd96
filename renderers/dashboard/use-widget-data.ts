import { useEffect, useMemo, useState } from 'react'
import type { Source } from '../generated/schema-language'
import { useDataProvider } from '../providers/EngineProvider'
import { loadWidgetData, type WidgetDataError } from './load-widget-data'
import type { Period } from './period'
import { appendPoint } from './poll'
import type { Row } from './widget-data'

export type WidgetData =
  { state: 'loading' } | { state: 'error'; message: string; status?: number } | { state: 'ready'; data: unknown }

const LOADING: WidgetData = { state: 'loading' }
const NOTHING: WidgetData = { state: 'ready', data: undefined }

/**
 * A widget's data for the chosen period. A source that does not declare `period` loads once; one that does loads
 * again when the period changes, and shows loading until the answer to that very request has come. A source that
 * polls is called again every few seconds while the widget is shown, its answers kept as the last few points; a
 * failed call shows its message until a later one answers. `round` counts the user's 立即更新: each loads again.
 */
export function useWidgetData(source: Source | undefined, period: Period, round = 0): WidgetData {
  const begin = source?.period ? period.begin : ''
  const end = source?.period ? period.end : ''
  // A new round (立即更新) is a new request: the widget shows loading until its answer comes.
  const request = useMemo(
    () => (source ? { source, period: { begin, end }, round } : undefined),
    [source, begin, end, round],
  )
  const [answer, setAnswer] = useState<{ request: typeof request; data: WidgetData }>()
  const data = useDataProvider()
  useEffect(() => {
    if (!request) return
    let current = true
    const poll = 'call' in request.source ? request.source.poll : undefined
    let points: Row[] = []
    const load = () =>
      loadWidgetData(data, request.source, request.period).then(
        (loaded) => {
          if (!current) return
          if (poll) points = appendPoint(points, loaded, poll, new Date())
          setAnswer({ request, data: { state: 'ready', data: poll ? points : loaded } })
        },
        (error: WidgetDataError) =>
          current && setAnswer({ request, data: { state: 'error', message: error.message, status: error.status } }),
      )
    void load()
    const timer = poll ? setInterval(() => void load(), poll.every * 1000) : undefined
    return () => {
      current = false
      clearInterval(timer)
    }
  }, [data, request])
  if (!request) return NOTHING
  return answer?.request === request ? answer.data : LOADING
}
