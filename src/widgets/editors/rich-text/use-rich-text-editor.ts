import { Editor } from '@tiptap/core'
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react'
import { sanitizeHtml } from '@/notices/sanitize'
import { richTextExtensions } from './extensions'

export interface RichTextOptions {
  value: string
  onChange: (html: string) => void
  placeholder: string
  editable: boolean
  /** The id of the label naming the editing surface. */
  labelledBy?: string
}

/** What the editor hands to the form: sanitized HTML, or '' for an empty document so `required` still applies. */
export const richTextOutput = (editor: Editor) => (editor.isEmpty ? '' : sanitizeHtml(editor.getHTML()))

/**
 * A Tiptap editor mounted in `host` (an element the caller places). Every change leaves as sanitized HTML; a value
 * that differs from the last one sent replaces the document. The caller re-renders on each transaction, so a
 * toolbar can show which marks are active.
 */
export function useRichTextEditor(options: RichTextOptions): { host: HTMLElement; editor: Editor | undefined } {
  const [host] = useState(() => document.createElement('div'))
  const [editor, setEditor] = useState<Editor>()
  const [, refresh] = useReducer((count: number) => count + 1, 0)
  const onChange = useRef(options.onChange)
  useLayoutEffect(() => {
    onChange.current = options.onChange
  })
  // The editor is created once with the first props; the effects below follow later ones.
  const [initial] = useState(options)
  const sent = useRef(options.value)

  useEffect(() => {
    const created = new Editor({
      element: host,
      extensions: richTextExtensions(initial.placeholder),
      content: sanitizeHtml(initial.value),
      editable: initial.editable,
      editorProps: { attributes: initial.labelledBy ? { 'aria-labelledby': initial.labelledBy } : {} },
      onUpdate: ({ editor: changed }) => {
        sent.current = richTextOutput(changed)
        onChange.current(sent.current)
      },
      onTransaction: refresh,
    })
    setEditor(created)
    return () => created.destroy()
  }, [host, initial])

  useEffect(() => {
    if (!editor || options.value === sent.current) return
    sent.current = options.value
    editor.commands.setContent(sanitizeHtml(options.value), { emitUpdate: false })
  }, [editor, options.value])

  useEffect(() => {
    editor?.setEditable(options.editable, false)
  }, [editor, options.editable])

  return { host, editor }
}
