import { useCallback, useEffect, useRef } from 'react'
import { useLatest } from '../../core/use-latest'

/**
 * A search that waits until typing pauses for `delay` ms, then loads; an answer that arrives after a newer search
 * was started is dropped, so a slow early request cannot overwrite the options of a later keyword.
 */
export function useDebouncedSearch<T>(
  load: (keyword: string) => Promise<T>,
  apply: (result: T, keyword: string) => void,
  delay: number,
) {
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const latest = useRef(0)
  const handlers = useLatest({ load, apply })

  useEffect(
    () => () => {
      clearTimeout(timer.current)
      latest.current += 1
    },
    [],
  )

  /** Starts a search at once (opening the dropdown, clearing the value); still cancels a pending one. */
  const searchNow = useCallback(
    (keyword: string) => {
      clearTimeout(timer.current)
      const request = ++latest.current
      handlers.current.load(keyword).then(
        (result) => request === latest.current && handlers.current.apply(result, keyword),
        () => undefined,
      )
    },
    [handlers],
  )

  const search = useCallback(
    (keyword: string) => {
      clearTimeout(timer.current)
      // A keystroke makes any answer still on its way stale, even before the new request goes out.
      latest.current += 1
      timer.current = setTimeout(() => searchNow(keyword), delay)
    },
    [delay, searchNow],
  )

  /** Forgets a pending search and any answer on its way (the box was emptied). */
  const cancel = useCallback(() => {
    clearTimeout(timer.current)
    latest.current += 1
  }, [])

  return { search, searchNow, cancel }
}
