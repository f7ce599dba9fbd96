import { textOf } from '../../core/text-of'
import { SafeHtml } from '../parts/SafeHtml'

/** A form field's HTML shown read-only and sanitized (a message body in its detail form). */
export function HtmlView({ value }: { value?: unknown }) {
  const html = textOf(value ?? '')
  return html === '' ? null : <SafeHtml html={html} />
}
