import { lazyFeedbackHook } from './lazy-feedback-hook'

/** antd's useNotification, fetched with the first notification (see narrow-antd-imports-plugin). */
export default lazyFeedbackHook(
  () => import('antd/es/notification/useNotification'),
  ['open', 'success', 'error', 'info', 'warning', 'destroy'],
)
