import { FileNameLinks } from '../../upload/FileLinks'
import { pathsOf } from '../../upload/uploaded-file'
import type { Widget } from '../widget'

/**
 * Uploaded files in a list, every one its own link named by its file (an approval decision's attachments), where
 * `file` shows the first as the backend's list pages do.
 */
export default {
  cell: (value) => (pathsOf(value).length ? <FileNameLinks value={value} /> : '无文件'),
} satisfies Widget
