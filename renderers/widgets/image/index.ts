import { imageCell } from '../../upload/upload-renders'
import type { Widget } from '../widget'

/** Uploaded images: the first in a list, an image upload in a form. */
export default { cell: imageCell, prompt: '请上传', noPlaceholder: true } satisfies Widget
