import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { NoticeBell } from '@/notices/NoticeBell'
import { ensureNotificationSocket } from '@/notices/socket-session'
import { session } from '@/session/session-store'

/**
 * Where the header's notice bell goes: the bell, and the page's notification socket for the
 * signed-in user, which keeps the bell current.
 */
export function HeaderNoticeSlot() {
  const { token, userInfo } = useSnapshot(session)
  const userId = userInfo?.id

  useEffect(() => {
    ensureNotificationSocket()
  }, [token, userId])

  return <NoticeBell />
}
