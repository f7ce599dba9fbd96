import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { SysAnnouncement } from '@/generated/entities'
import { useAppRoutes } from '@/router/routes-context'
import { markNoticeRead } from './notice-store'

const componentKey = (component: string) => component.replace(/^\/+/, '')

/**
 * Opening an announcement: it becomes read; one of openType `component` opens the page whose menu component
 * is openPage with `?id=busId`, every other one shows in the notice modal.
 */
export function useOpenNotice() {
  const navigate = useNavigate()
  const { flat } = useAppRoutes()
  const [shown, setShown] = useState<SysAnnouncement>()

  /** `read` settles once the mark is sent and the counts reloaded; `navigated` says no modal was shown. */
  const openNotice = (notice: SysAnnouncement): { read: Promise<void>; navigated: boolean } => {
    const read = markNoticeRead(notice.id)
    if (notice.openType === 'component' && notice.openPage) {
      const wanted = componentKey(notice.openPage)
      const target = flat.find(({ route }) => componentKey(route.component) === wanted)
      if (target) {
        void navigate(`${target.route.path}?id=${encodeURIComponent(notice.busId ?? '')}`)
        return { read, navigated: true }
      }
    }
    setShown(notice)
    return { read, navigated: false }
  }

  return { shown, openNotice, closeNotice: () => setShown(undefined) }
}
