import { bindOperations } from '@/generated/api/runtime'
import { sysAnnountCementListByUser, sysSysAnnouncementSendEditByAnntIdAndUserId } from '@/generated/api/announcement'
import { http } from '@/http'

/**
 * The bell's calls: the unread announcements of the user (`GET /sys/annountCement/listByUser`), and marking one read
 * (`PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId`).
 */
export const noticeApi = bindOperations(http, {
  sysAnnountCementListByUser,
  sysSysAnnouncementSendEditByAnntIdAndUserId,
})
