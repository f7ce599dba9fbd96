import type { Widget } from '../widget'

/** Users chosen from the user picker by a click on a read-only input (请选择用户), usernames stored. */
export default { prompt: '请选择', noPlaceholder: true } satisfies Widget
