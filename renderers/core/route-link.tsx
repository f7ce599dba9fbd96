import type { ReactNode } from 'react'
import { Link, useInRouterContext } from 'react-router-dom'

/** A path of this app: never a `javascript:`/`data:` url or a protocol-relative one that leaves the site. */
export const isAppPath = (value: string): boolean => value.startsWith('/') && !value.startsWith('//')

/** An in-app link through the router when there is one (the shell), a plain link otherwise (a page rendered alone). */
export function RouteLink({ to, children }: { to: string; children: ReactNode }) {
  return useInRouterContext() ? <Link to={to}>{children}</Link> : <a href={to}>{children}</a>
}
