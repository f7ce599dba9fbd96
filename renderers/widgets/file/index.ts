import { fileCell } from '../../upload/upload-renders'
import type { Widget } from '../widget'

/** Uploaded files: the first as a download in a list, a file upload in a form. */
export default { cell: fileCell, prompt: '请上传', noPlaceholder: true } satisfies Widget
