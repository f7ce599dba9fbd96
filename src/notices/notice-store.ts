import { proxy } from 'valtio'
import type { SysAnnouncement } from '@/generated/entities'
import { noticeApi } from './notice-api'

export interface NoticeState {
  anntMsgList: SysAnnouncement[]
  anntMsgTotal: number
  sysMsgList: SysAnnouncement[]
  sysMsgTotal: number
}

const EMPTY: NoticeState = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 }

/** The user's unread announcements as listByUser last answered them; the bell and the socket share it. */
export const notices = proxy<NoticeState>({ ...EMPTY })

/** Reloads the unread lists; false when the call failed, which is what stops the fallback polling. */
export async function loadNotices(): Promise<boolean> {
  try {
    const answer = await noticeApi.sysAnnountCementListByUser()
    if (!answer.success || !answer.result) return false
    Object.assign(notices, { ...EMPTY, ...answer.result })
    return true
  } catch {
    return false
  }
}

/** Marks one announcement read for the current user, then refreshes the counts. */
export async function markNoticeRead(anntId: string): Promise<void> {
  // A mark that failed leaves the notice unread, which the reload shows; there is nothing else to tell the user.
  await noticeApi.sysSysAnnouncementSendEditByAnntIdAndUserId({ anntId }).catch(() => undefined)
  await loadNotices()
}

export function resetNotices(): void {
  Object.assign(notices, EMPTY)
}
