import { lazyFeedbackHook } from './lazy-feedback-hook'

/** antd's useMessage, fetched with the first message (see narrow-antd-imports-plugin). */
export default lazyFeedbackHook(
  () => import('antd/es/message/useMessage'),
  ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'],
)
