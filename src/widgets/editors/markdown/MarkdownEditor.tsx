import MDEditor, { type TextAreaTextApi } from '@uiw/react-md-editor/nohighlight'
import { useMemo, useRef, useState } from 'react'
import rehypeSanitize from 'rehype-sanitize'
import { ImageUploadDialog } from '../ImageUploadDialog'
import { MARKDOWN_HEIGHT, MARKDOWN_MIN_HEIGHT } from '../sizes'
import { MARKDOWN_EXTRA_COMMANDS, markdownCommands } from './toolbar-commands'

/** The preview renders markdown only through rehype-sanitize: no raw HTML, scripts, handlers or script urls. */
export const SAFE_PREVIEW = { rehypePlugins: [[rehypeSanitize]] as never }

export interface MarkdownEditorProps {
  value?: string | null
  onChange?: (value: string) => void
  height?: number
  placeholder?: string
  /** Where uploaded images go (default temp). */
  uploadBiz?: string
  disabled?: boolean
  readOnly?: boolean
}

/** Markdown source with a live preview, a Chinese toolbar and an image upload dialog. */
export function MarkdownEditor({
  value,
  onChange,
  height = MARKDOWN_HEIGHT,
  placeholder,
  uploadBiz,
  disabled,
  readOnly,
}: MarkdownEditorProps) {
  const target = useRef<TextAreaTextApi>()
  const [dialog, setDialog] = useState(false)
  const commands = useMemo(
    () =>
      markdownCommands((api) => {
        target.current = api
        setDialog(true)
      }),
    [],
  )
  const locked = disabled || readOnly

  return (
    <div data-color-mode="light">
      <MDEditor
        value={value ?? ''}
        onChange={(next) => onChange?.(next ?? '')}
        height={Math.max(height, MARKDOWN_MIN_HEIGHT)}
        minHeight={MARKDOWN_MIN_HEIGHT}
        preview={locked ? 'preview' : 'live'}
        hideToolbar={locked}
        commands={commands}
        extraCommands={MARKDOWN_EXTRA_COMMANDS}
        previewOptions={SAFE_PREVIEW}
        textareaProps={{ placeholder: placeholder ?? '请输入内容', 'aria-label': 'Markdown 内容', disabled: locked }}
      />
      {dialog && (
        <ImageUploadDialog
          target={{ biz: uploadBiz }}
          onUploaded={(name, url) => target.current?.replaceSelection(`![${name}](${url})`)}
          onClose={() => setDialog(false)}
        />
      )}
    </div>
  )
}
