/** Links may leave for the web or stay in the app; any other scheme (javascript:, data:) stays plain text. */
const SAFE_HREF = /^(https?:\/\/|\/(?!\/))/i

const INLINE = /\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text as HTML that shows it literally: markup in it reads as characters. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => ESCAPES[character])

/**
 * How the note's own text (outside code spans) goes into the HTML: escaped, so tags show as text, or as written,
 * for an app that sanitizes the result and so lets a note carry HTML of its own.
 */
type TextMode = 'escape' | 'raw'

function inline(text: string, mode: TextMode): string {
  const own = (part: string) => (mode === 'escape' ? escapeHtml(part) : part)
  let html = ''
  let last = 0
  for (const match of text.matchAll(INLINE)) {
    const [whole, bold, code, label, href] = match
    html += own(text.slice(last, match.index))
    if (bold) html += `<strong>${own(bold)}</strong>`
    else if (code) html += `<code>${escapeHtml(code)}</code>`
    else if (href && SAFE_HREF.test(href))
      html += `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${own(label)}</a>`
    else html += own(label)
    last = match.index + whole.length
  }
  return html + own(text.slice(last))
}

type Block = { kind: 'heading'; level: number; text: string } | { kind: 'list' | 'paragraph'; lines: string[] }

function blocks(markdown: string): Block[] {
  const found: Block[] = []
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^(#{1,6})\s+(.*)$/.exec(line)
    const item = /^\s*[-*]\s+(.*)$/.exec(line)
    const previous = found[found.length - 1]
    if (heading) found.push({ kind: 'heading', level: heading[1].length, text: heading[2] })
    else if (item) {
      if (previous?.kind === 'list') previous.lines.push(item[1])
      else found.push({ kind: 'list', lines: [item[1]] })
    } else if (!line.trim()) found.push({ kind: 'paragraph', lines: [] })
    else if (previous?.kind === 'paragraph') previous.lines.push(line)
    else found.push({ kind: 'paragraph', lines: [line] })
  }
  return found.filter((block) => block.kind === 'heading' || block.lines.length)
}

/**
 * A note's Markdown (headings from h4 down, paragraphs, bullet lists, bold, code, links to http(s) and app paths) as
 * HTML. In `escape` mode the result carries no markup but its own; in `raw` mode the note's HTML passes through and
 * the result must be sanitized before it is shown.
 */
export function markdownToHtml(markdown: string, mode: TextMode): string {
  return blocks(markdown)
    .map((block) => {
      if (block.kind === 'heading') {
        const level = Math.min(block.level + 3, 6)
        return `<h${level}>${inline(block.text, mode)}</h${level}>`
      }
      if (block.kind === 'list')
        return `<ul>${block.lines.map((line) => `<li>${inline(line, mode)}</li>`).join('')}</ul>`
      return `<p>${inline(block.lines.join(' '), mode)}</p>`
    })
    .join('')
}
