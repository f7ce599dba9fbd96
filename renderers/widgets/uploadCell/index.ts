import type { Widget } from '../widget'

/** A file upload that fits a cell of an editable table (a link and a button rather than a drop area). */
export default { prompt: '请上传', noPlaceholder: true } satisfies Widget
