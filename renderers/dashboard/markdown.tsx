import type { ReactNode } from 'react'

/** Links may leave for the web or stay in the app; any other scheme (javascript:, data:) stays plain text. */
const SAFE_HREF = /^(https?:\/\/|\/(?!\/))/i

const INLINE = /\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g

function inline(text: string): ReactNode[] {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(INLINE)) {
    const [whole, bold, code, label, href] = match
    parts.push(text.slice(last, match.index))
    const key = parts.length
    if (bold) parts.push(<strong key={key}>{bold}</strong>)
    else if (code) parts.push(<code key={key}>{code}</code>)
    else if (href && SAFE_HREF.test(href))
      parts.push(
        <a key={key} href={href} target="_blank" rel="noopener noreferrer">
          {label}
        </a>,
      )
    else parts.push(label)
    last = match.index + whole.length
  }
  parts.push(text.slice(last))
  return parts
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
 * A note's Markdown (headings, paragraphs, bullet lists, bold, code, links) as React elements. No HTML is ever
 * parsed: tags in the text show as text, so the note cannot carry script, and links keep to http(s) and app paths.
 */
export function Markdown({ text }: { text: string }) {
  return (
    <div>
      {blocks(text).map((block, index) => {
        // Blocks come from one text and are rebuilt with it, so their order is their identity.
        const key = `${block.kind}-${index}`
        if (block.kind === 'heading') {
          const Heading = `h${Math.min(block.level + 3, 6)}` as 'h4' | 'h5' | 'h6'
          return <Heading key={key}>{inline(block.text)}</Heading>
        }
        if (block.kind === 'list')
          return (
            <ul key={key}>
              {block.lines.map((line, item) => (
                <li key={`${item}-${line}`}>{inline(line)}</li>
              ))}
            </ul>
          )
        return <p key={key}>{inline(block.lines.join(' '))}</p>
      })}
    </div>
  )
}
