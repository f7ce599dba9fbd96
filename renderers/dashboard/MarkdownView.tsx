import { useHtmlSanitizer } from '../providers'
import { markdownToHtml } from './markdown-html'

/**
 * A note's Markdown. With the app's HTML sanitizer the note may carry HTML of its own, which shows once sanitized
 * (no script, no event handler, no script-bearing url); without one every tag in the text shows as text.
 */
export function MarkdownView({ text }: { text: string }) {
  const sanitizer = useHtmlSanitizer()
  if (sanitizer.state === 'loading') return <div aria-busy="true" />
  const html =
    sanitizer.state === 'ready' ? sanitizer.sanitize(markdownToHtml(text, 'raw')) : markdownToHtml(text, 'escape')
  // The HTML is either built from escaped text or has just been through the app's sanitizer.
  return <div dangerouslySetInnerHTML={{ __html: html }} />
}
