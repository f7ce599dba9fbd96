import type { Widget } from '../widget'

/** A value chosen from an online report in a dialog (JeecgBoot's JPopup). */
export default { prompt: '请选择' } satisfies Widget
