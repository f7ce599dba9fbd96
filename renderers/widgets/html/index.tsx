import { DEFAULT_ELLIPSIS } from '../../core/ellipsis'
import { textOf } from '../../core/text-of'
import { SafeHtml } from '../parts/SafeHtml'
import type { Widget } from '../widget'

/**
 * HTML a user wrote (rich-text messages and templates), sanitized: a cell shows its text, cut to the column's
 * `ellipsis` with the HTML in a tooltip; a form shows the HTML read-only.
 */
export default {
  cell: (value, { column }) => {
    const html = textOf(value)
    if (html === '') return ''
    const cutAt = column.ellipsis === true ? DEFAULT_ELLIPSIS : column.ellipsis || undefined
    return <SafeHtml html={html} cutAt={cutAt} />
  },
} satisfies Widget
