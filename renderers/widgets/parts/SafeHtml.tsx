import { Tooltip } from 'antd'
import { cutText } from '../../core/ellipsis'
import { useHtmlSanitizer } from '../../providers'

/** The text a reader sees of some HTML (tags dropped), for a cut-down cell. */
const visibleText = (html: string): string =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? ''

interface SafeHtmlProps {
  html: string
  /** Width units of a one-line cut: the text is cut and the whole HTML shows in a tooltip. */
  cutAt?: number
}

/**
 * HTML stored by users (a message body, a template) shown once the app's sanitizer has removed scripts, event
 * handlers and script urls; without a sanitizer every tag shows as text, which is safe.
 */
export function SafeHtml({ html, cutAt }: SafeHtmlProps) {
  const sanitizer = useHtmlSanitizer()
  if (sanitizer.state === 'loading') return <span aria-busy="true" />
  if (sanitizer.state === 'none') return <span>{cutAt ? cutText(html, cutAt) : html}</span>
  const safe = sanitizer.sanitize(html)
  // The HTML has just been through the app's sanitizer.
  const whole = <div className="safe-html" dangerouslySetInnerHTML={{ __html: safe }} />
  if (!cutAt) return whole
  const text = visibleText(safe)
  const cut = cutText(text, cutAt)
  return cut === text ? <span>{text}</span> : <Tooltip title={whole}>{cut}</Tooltip>
}
