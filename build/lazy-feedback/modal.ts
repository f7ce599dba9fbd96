import { lazyFeedbackHook } from './lazy-feedback-hook'

/** antd's useModal, fetched with the first confirm or info dialog (see narrow-antd-imports-plugin). */
export default lazyFeedbackHook(
  () => import('antd/es/modal/useModal'),
  ['info', 'success', 'error', 'warning', 'confirm'],
)
