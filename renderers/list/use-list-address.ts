import { useCallback, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useLatest } from '../core/use-latest'

/** A page's list and the address of its route: what it opened with, and how it writes its state back. */
export interface ListAddress {
  /** The query of the address the list opened on. */
  opened: URLSearchParams
  /** Puts the list's state into the address (from its query now), in place of the current history entry. */
  replace: (update: (current: URLSearchParams) => URLSearchParams) => void
}

/**
 * The address of a list that is a routed page (inside the app's router): read once when it opens, written back on
 * every change of tab or search, so the address can be bookmarked and reloaded. A page kept alive behind another
 * (the multi-tab shell) never rewrites the address of the page shown.
 */
export function useListAddress(): ListAddress {
  const location = useLocation()
  const navigate = useNavigate()
  const [opened] = useState(() => ({ pathname: location.pathname, query: new URLSearchParams(location.search) }))
  const latest = useLatest(location)
  const replace = useCallback(
    (update: (current: URLSearchParams) => URLSearchParams) => {
      const { pathname, search } = latest.current
      if (pathname !== opened.pathname) return
      const text = update(new URLSearchParams(search)).toString()
      const next = text ? `?${text}` : ''
      if (next === search) return
      void navigate({ pathname, search: next }, { replace: true })
    },
    [latest, navigate, opened.pathname],
  )
  return { opened: opened.query, replace }
}
