import { useState } from 'react'
import { FullScreenFrame } from '../full-screen-frame'
import { ImageUploadDialog } from '../ImageUploadDialog'
import { RICH_TEXT_HEIGHT } from '../sizes'
import { LinkDialog } from './LinkDialog'
import { RichTextToolbar } from './RichTextToolbar'
import { useRichTextEditor } from './use-rich-text-editor'
import styles from './rich-text.module.css'

/** The rich-text editor's uploads (`POST /sys/common/upload`) carry biz=jeditor and jeditor=1, as JEditor's did. */
export const RICH_TEXT_UPLOAD = { biz: 'jeditor', jeditor: true }

export interface RichTextEditorProps {
  value?: string | null
  /** Receives sanitized HTML. */
  onChange?: (html: string) => void
  height?: number | string
  placeholder?: string
  disabled?: boolean
  readOnly?: boolean
  /** The id of the form label naming the field (the form item's `aria-labelledby`). */
  'aria-labelledby'?: string
}

/** A WYSIWYG HTML editor (Tiptap) with a Chinese toolbar, image upload and full screen; its output is sanitized. */
export function RichTextEditor({
  value,
  onChange,
  height = RICH_TEXT_HEIGHT,
  placeholder = '请输入内容',
  disabled,
  readOnly,
  'aria-labelledby': labelledBy,
}: RichTextEditorProps) {
  const editable = !disabled && !readOnly
  const { host, editor } = useRichTextEditor({
    value: value ?? '',
    onChange: (html) => onChange?.(html),
    placeholder,
    editable,
    labelledBy,
  })
  const [dialog, setDialog] = useState<'image' | 'link'>()
  const close = () => setDialog(undefined)
  return (
    <div className={styles.richText}>
      <FullScreenFrame
        host={host}
        height={height}
        label="富文本编辑器"
        labelledBy={labelledBy}
        actions={
          editor && (
            <RichTextToolbar
              editor={editor}
              locked={!editable}
              onImage={() => setDialog('image')}
              onLink={() => setDialog('link')}
            />
          )
        }
      />
      {dialog === 'image' && editor && (
        <ImageUploadDialog
          target={RICH_TEXT_UPLOAD}
          onUploaded={(name, url) => editor.chain().focus().setImage({ src: url, alt: name }).run()}
          onClose={close}
        />
      )}
      {dialog === 'link' && editor && (
        <LinkDialog
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onSubmit={(href) => editor.chain().focus().extendMarkRange('link').setLink({ href }).run()}
          onClose={close}
        />
      )}
    </div>
  )
}
