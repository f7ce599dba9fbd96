import { useLayoutEffect, useRef } from 'react'

/**
 * A ref holding the value of the latest committed render, for callbacks that must keep their identity (memoised
 * cells, effects that must not rerun) yet call what the caller passed last. It is written after the render commits,
 * before any event can reach those callbacks, so a render React throws away never leaks into it.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const latest = useRef(value)
  useLayoutEffect(() => {
    latest.current = value
  })
  return latest
}
