import { authApi } from '@/api/auth'
import { clearSession } from './session-actions'

/**
 * Logout as the original store's Logout action: call `POST /sys/logout`, complete regardless of its answer, clear
 * everything local and reload at the login page (the reload also drops keep-alive caches and any stale menu).
 */
export async function signOut(navigate: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  try {
    await authApi.sysLogout()
  } catch {
    // The server may already consider the token dead; logging out locally is what matters.
  }
  clearSession()
  navigate('/user/login')
}
