import { connect, mapReadPretty } from '@formily/react'
import { Typography } from 'antd'
import { CodeEditor } from './CodeEditor'

/** Detail view: the code as preformatted text. */
function CodeText({ value }: { value?: string | null }) {
  if (!value) return <Typography.Text type="secondary">—</Typography.Text>
  return (
    <pre style={{ margin: 0, maxHeight: 400, overflow: 'auto', whiteSpace: 'pre-wrap', fontSize: 12 }}>{value}</pre>
  )
}

/** `"x-component": "CodeEditor"`: the field's value and pattern from Formily; read-pretty shows the text. */
const CodeEditorInput = connect(CodeEditor, mapReadPretty(CodeText))

export default CodeEditorInput
