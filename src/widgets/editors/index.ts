import type { CodeEditorProps } from './code/CodeEditor'
import { lazyEditor } from './lazy-editor'
import { CODE_EDITOR_HEIGHT, MARKDOWN_HEIGHT, MARKDOWN_MIN_HEIGHT, RICH_TEXT_HEIGHT } from './sizes'
import type { MarkdownEditorProps } from './markdown/MarkdownEditor'
import type { RichTextEditorProps } from './rich-text/RichTextEditor'

/*
 * The editors' Formily components for the form registry. Only these wrappers are imported statically: CodeMirror,
 * the markdown editor and Tiptap load with the first form that renders one (the placeholder has the editor's height,
 * so the form does not jump when it arrives).
 */
export const CodeEditor = lazyEditor<CodeEditorProps>(
  () => import('./code/CodeEditorInput'),
  (props) => props.height ?? CODE_EDITOR_HEIGHT,
)
export const MarkdownEditor = lazyEditor<MarkdownEditorProps>(
  () => import('./markdown/MarkdownEditorInput'),
  (props) => Math.max(props.height ?? MARKDOWN_HEIGHT, MARKDOWN_MIN_HEIGHT),
)
export const RichTextEditor = lazyEditor<RichTextEditorProps>(
  () => import('./rich-text/RichTextInput'),
  (props) => props.height ?? RICH_TEXT_HEIGHT,
)
