import { connect, mapReadPretty } from '@formily/react'
import { Typography } from 'antd'
import { sanitizeHtml } from '@/notices/sanitize'
import { RichTextEditor } from './RichTextEditor'

/** Detail view: the HTML rendered after sanitizing, like the notice modal. */
function RichTextView({ value }: { value?: string | null }) {
  const html = sanitizeHtml(value)
  if (!html) return <Typography.Text type="secondary">—</Typography.Text>
  return <div dangerouslySetInnerHTML={{ __html: html }} />
}

/** `"x-component": "RichTextEditor"`: the field's value and pattern from Formily; read-pretty shows the HTML. */
const RichTextInput = connect(RichTextEditor, mapReadPretty(RichTextView))

export default RichTextInput
