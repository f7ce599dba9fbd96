import { Modal, notification } from 'antd'
import type { HttpFailure } from './client'

export const RELOAD_DELAY_MS = 1500
const NOTICE_TITLE = '系统提示'
const TOKEN_EXPIRED_TEXT = 'Token失效'

export interface CatalogueEffects {
  /** Drops the local session (the server already considers the token dead). */
  clearSession: () => void
  reload: () => void
}

let expiredDialogOpen = false

/**
 * The HTTP error catalogue of the original's utils/request.js, shown as toasts titled 系统提示: fixed texts for 401,
 * 403, 404 and 504, a re-login dialog for the token-expired 500, the server's message otherwise.
 */
export function createErrorCatalogue(effects: CatalogueEffects) {
  return (failure: HttpFailure): void => {
    switch (failure.status) {
      case 401:
        notification.error({ message: NOTICE_TITLE, description: '未授权，请重新登录', duration: 4 })
        if (failure.hadToken) {
          effects.clearSession()
          setTimeout(effects.reload, RELOAD_DELAY_MS)
        }
        return
      case 403:
        notification.error({ message: NOTICE_TITLE, description: '拒绝访问', duration: 4 })
        return
      case 404:
        notification.error({ message: NOTICE_TITLE, description: '很抱歉，资源未找到!', duration: 4 })
        return
      case 504:
        notification.error({ message: NOTICE_TITLE, description: '网络超时', duration: 4 })
        return
      case 500:
        if (failure.hadToken && failure.message.includes(TOKEN_EXPIRED_TEXT)) {
          if (expiredDialogOpen) return
          expiredDialogOpen = true
          Modal.error({
            title: '登录已过期',
            content: '很抱歉，登录已过期，请重新登录',
            okText: '重新登录',
            mask: false,
            onOk: () => {
              expiredDialogOpen = false
              effects.clearSession()
              effects.reload()
            },
          })
          return
        }
        notification.error({ message: NOTICE_TITLE, description: failure.message, duration: 4 })
        return
      default:
        notification.error({ message: NOTICE_TITLE, description: failure.message, duration: 4 })
    }
  }
}
