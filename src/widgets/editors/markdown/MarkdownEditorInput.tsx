import { connect, mapReadPretty } from '@formily/react'
import { Typography } from 'antd'
import MDEditor from '@uiw/react-md-editor/nohighlight'
import { MarkdownEditor, SAFE_PREVIEW } from './MarkdownEditor'

/** Detail view: the rendered (sanitized) markdown. */
function MarkdownText({ value }: { value?: string | null }) {
  if (!value) return <Typography.Text type="secondary">—</Typography.Text>
  return (
    <div data-color-mode="light">
      <MDEditor.Markdown source={value} {...SAFE_PREVIEW} />
    </div>
  )
}

/** `"x-component": "MarkdownEditor"`: the field's value and pattern from Formily; read-pretty shows it rendered. */
const MarkdownEditorInput = connect(MarkdownEditor, mapReadPretty(MarkdownText))

export default MarkdownEditorInput
