import createDOMPurify, { type DOMPurify } from 'dompurify'

/** Attributes that take a URL: the only places `javascript:` or `data:` could still load or run something. */
const URL_ATTRIBUTES = [
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'srcset',
  'poster',
  'background',
  'cite',
  'longdesc',
]

/** A scheme that runs script or smuggles a document in, once whitespace and control characters are ignored. */
const UNSAFE_URL = /^(?:javascript|vbscript|data):/i

/** Inline styles stay (editors colour and align text with them) unless they reach for a script url or an old IE expression. */
const UNSAFE_STYLE = /(?:javascript|vbscript|data):|expression\s*\(/i

/** What a browser ignores inside a url or style (`java\tscript:`), removed before the checks. */
// eslint-disable-next-line no-control-regex -- control characters are what a browser skips in a url, so what is removed
const compact = (value: string) => value.replace(/[\s\u0000-\u001f]+/g, '')

let purifier: DOMPurify | undefined

/**
 * Our own DOMPurify instance, so its hook never changes how another part of the app sanitizes. DOMPurify already
 * drops scripts, event handlers and `javascript:` urls; the hook also drops `data:` urls, which it keeps for images,
 * and inline styles naming such urls.
 */
function instance(): DOMPurify {
  if (purifier) return purifier
  purifier = createDOMPurify(window)
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name)
      if (value !== null && UNSAFE_URL.test(compact(value))) node.removeAttribute(name)
    }
    const style = node.getAttribute('style')
    if (style !== null && UNSAFE_STYLE.test(compact(style))) node.removeAttribute('style')
    if (node.tagName === 'A' && node.getAttribute('target')) node.setAttribute('rel', 'noopener noreferrer')
  })
  return purifier
}

/** Announcement HTML made safe to render: no scripts, handlers, style sheets, forms or script-bearing urls. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  return instance().sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'base', 'meta', 'link'],
    ADD_ATTR: ['target'],
  })
}
