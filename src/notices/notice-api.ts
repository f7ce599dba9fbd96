import { bindOperations } from '@/generated/api/runtime'
import { sysAnnountCementListByUser, sysSysAnnouncementSendEditByAnntIdAndUserId } from '@/generated/api/announcement'
import { http } from '@/http'

/** The bell's calls (contract §8): the unread announcements of the user, and marking one read. */
export const noticeApi = bindOperations(http, {
  sysAnnountCementListByUser,
  sysSysAnnouncementSendEditByAnntIdAndUserId,
})
