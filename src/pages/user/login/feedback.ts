import type { ReactNode } from 'react'

/**
 * Toasts for the public pages, loaded when first needed: notification and message carry their own renderer
 * and would otherwise weigh on every first visit to the login page.
 */
export async function notify(
  type: 'success' | 'warning' | 'error',
  title: string,
  description: ReactNode,
  duration = 4,
): Promise<void> {
  const { default: notification } = await import('antd/es/notification')
  notification[type]({ message: title, description, duration })
}

export async function toast(type: 'success' | 'warning', text: string): Promise<void> {
  const { default: message } = await import('antd/es/message')
  message[type](text)
}
