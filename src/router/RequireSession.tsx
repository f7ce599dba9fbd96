import { lazy, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { authApi } from '@/api/auth'
import { PageLoading } from '@/pages/common/PageLoading'
import { applyPermissions, clearSession } from '@/session/session-actions'
import { session } from '@/session/session-store'
import { loginUrlFor } from './redirect'

/** The signed-in app's module once it has run: the page preload then starts in the same task as the menu arrives. */
let signedInApp: typeof import('./SignedInApp') | undefined
const loadSignedInApp = () => import('./SignedInApp').then((module) => (signedInApp = module))
const SignedInApp = lazy(loadSignedInApp)

/**
 * Loads getUserPermissionByToken once per token; a missing menu array is an error like a failed call. The page at
 * `path` starts loading once the menu and the signed-in app's code are both here, before React draws the shell.
 */
async function loadPermissions(path: string, search: string): Promise<void> {
  const response = await authApi.sysPermissionGetUserPermissionByToken()
  if (!response.success || !Array.isArray(response.result?.menu)) {
    throw new Error(response.message || '获取用户权限失败')
  }
  applyPermissions(response.result)
  // Called at once when the signed-in app's code is here: a dynamic import of a module already run still answers in a
  // later task, after React has drawn the shell for the new menu (0.3-0.4 s on the 2-core machine, `npm run bench --
  // trace`), and the page's chunks were asked for only then. On a busy machine the menu can come before that code has
  // run; the page then starts loading as soon as it is here, still before the shell draws. A chunk that failed to load
  // is reported where the shell draws.
  if (signedInApp) signedInApp.preloadPageAt(path, search)
  else
    loadSignedInApp().then(
      (app) => app.preloadPageAt(path, search),
      () => undefined,
    )
}

/** The menu's load begun as the app started, for the guard to take over when it draws for the same token. */
let started: { token: string; loading: Promise<void> } | undefined

/**
 * Starts the signed-in app's code and the menu as the app starts when a session is stored, rather than once React has
 * drawn the guard: the entry chunk's first render held both back by 0.2-0.3 s on the busy 2-core machine (`npm run
 * bench -- trace`). A failure is the guard's to handle, as when it starts the load itself.
 */
export function startSessionLoad(): void {
  const { token, menu } = session
  if (!token || menu) return
  void loadSignedInApp()
  started = { token, loading: loadPermissions(window.location.pathname, window.location.search) }
  started.loading.catch(() => undefined)
}

/**
 * The guard for every non-public path: without a token, to the login page with the full path as redirect; with one,
 * the permissions load once, and if they fail the user is logged out and sent to the login page the same way.
 */
export function RequireSession() {
  const location = useLocation()
  const { token, menu } = useSnapshot(session)
  const [failedFor, setFailedFor] = useState<string>()
  const fullPath = `${location.pathname}${location.search}${location.hash}`

  // The redirect target is captured when loading starts; location changes must not refetch.
  const latestPath = useRef(fullPath)
  useLayoutEffect(() => {
    latestPath.current = fullPath
  })

  useEffect(() => {
    if (!token || menu) return
    // The signed-in app's code is fetched while the permissions load, not after them: a second wait in a row.
    void loadSignedInApp()
    let cancelled = false
    const startedAt = latestPath.current
    const { pathname, search } = new URL(startedAt, window.location.origin)
    const loading = started?.token === token ? started.loading : loadPermissions(pathname, search)
    started = undefined
    loading.catch(() => {
      if (cancelled) return
      setFailedFor(startedAt)
      // Log out as the original guard does; the answer does not matter.
      authApi.sysLogout().catch(() => undefined)
      clearSession()
    })
    return () => {
      cancelled = true
    }
  }, [token, menu])

  if (failedFor) return <Navigate to={loginUrlFor(failedFor)} replace />
  if (!token) return <Navigate to={loginUrlFor(fullPath)} replace />
  if (!menu) return <PageLoading tip="正在加载菜单..." />
  return <SignedInApp />
}
