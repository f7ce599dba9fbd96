import { subscribeKey } from 'valtio/utils'
import { websocketUrl } from '@/config/env'
import { session } from '@/session/session-store'
import { loadNotices, resetNotices } from './notice-store'
import { openNotificationSocket, type NotificationSocket } from './notification-socket'

let current: { key: string; socket: NotificationSocket } | undefined

/** Opens the page's one notification socket for the signed-in user, unless it is already open for them. */
export function ensureNotificationSocket(): void {
  const { token } = session
  const userId = session.userInfo?.id
  if (!token || !userId) return
  const key = `${userId}\n${token}`
  if (current?.key === key) return
  current?.socket.close()
  current = {
    key,
    socket: openNotificationSocket({
      url: websocketUrl(userId),
      token,
      onNotice: () => void loadNotices(),
      poll: loadNotices,
    }),
  }
}

export function closeNotificationSocket(): void {
  current?.socket.close()
  current = undefined
}

// Logout empties the token; the signed-out user's socket and unread list must not outlive it (signOut knows nothing of them).
subscribeKey(session, 'token', (token) => {
  if (token) return
  closeNotificationSocket()
  resetNotices()
})
