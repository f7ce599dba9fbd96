import type { NoteWidget as NoteWidgetSchema } from '../../generated/schema-language'
import { MarkdownView } from '../MarkdownView'
import { rowsOf, textOf } from '../widget-data'

/** The note's text: its field of the source's answer, or the Markdown written in the schema. */
export const noteText = (widget: NoteWidgetSchema, data: unknown): string =>
  widget.source && widget.field ? textOf(rowsOf(data)[0], widget.field) : (widget.markdown ?? '')

export function NoteWidget({ widget, data }: { widget: NoteWidgetSchema; data: unknown }) {
  return <MarkdownView text={noteText(widget, data)} />
}
