import MDEditor, { type TextAreaTextApi } from '@uiw/react-md-editor/nohighlight'
import { useMemo, useState } from 'react'
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
  /** The id of the form label naming the field (the form item's `aria-labelledby`). */
  'aria-labelledby'?: string
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
  'aria-labelledby': labelledBy,
}: MarkdownEditorProps) {
  // The text area the image dialog inserts into; the dialog is open while there is one.
  const [imageTarget, setImageTarget] = useState<TextAreaTextApi | null>(null)
  const commands = useMemo(() => markdownCommands(setImageTarget), [])
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
        textareaProps={{
          placeholder: placeholder ?? '请输入内容',
          ...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': 'Markdown 内容' }),
          disabled: locked,
        }}
      />
      {imageTarget && (
        <ImageUploadDialog
          target={{ biz: uploadBiz }}
          onUploaded={(name, url) => imageTarget.replaceSelection(`![${name}](${url})`)}
          onClose={() => setImageTarget(null)}
        />
      )}
    </div>
  )
}
