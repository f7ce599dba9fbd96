import { lazy, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { authApi } from '@/api/auth'
import { PageLoading } from '@/pages/common/PageLoading'
import { applyPermissions, clearSession } from '@/session/session-actions'
import { session } from '@/session/session-store'
import { loginUrlFor } from './redirect'

const loadSignedInApp = () => import('./SignedInApp')
const SignedInApp = lazy(loadSignedInApp)

/**
 * Loads getUserPermissionByToken once per token; a missing menu array is an error like a failed call. The page at
 * `path` starts loading once the menu and the signed-in app's code are both here, before React draws the shell.
 */
async function loadPermissions(path: string): Promise<void> {
  const response = await authApi.sysPermissionGetUserPermissionByToken()
  if (!response.success || !Array.isArray(response.result?.menu)) {
    throw new Error(response.message || '获取用户权限失败')
  }
  applyPermissions(response.result)
  // On a busy machine the menu can come before the signed-in app's code has run; the page then starts loading as soon
  // as that code is here (still before React draws the shell), rather than only once the shell has drawn. A chunk that
  // failed to load is reported where the shell draws.
  loadSignedInApp().then(
    (app) => app.preloadPageAt(path),
    () => undefined,
  )
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
    loadPermissions(startedAt.split(/[?#]/)[0]).catch(() => {
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
