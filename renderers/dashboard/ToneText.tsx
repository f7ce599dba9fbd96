import { theme } from 'antd'
import type { CSSProperties, ReactNode } from 'react'

const ELLIPSIS: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }

interface ToneTextProps {
  /** antd's secondary text colour, or its error colour; the text's own colour when not given. */
  tone?: 'secondary' | 'danger'
  /** A block of its own (a paragraph) rather than a run of text within a line. */
  block?: boolean
  /** Cut to one line with an ellipsis. */
  ellipsis?: boolean
  style?: CSSProperties
  children: ReactNode
}

/**
 * Text in one of antd's tones, or cut to one line: what the widgets took from antd's Typography, whose module (with
 * its editable and copyable parts, 12 KB gzip) came to the home page with them and nothing else there used.
 */
export function ToneText({ tone, block, ellipsis, style, children }: ToneTextProps) {
  const { token } = theme.useToken()
  const color = tone === 'danger' ? token.colorError : tone === 'secondary' ? token.colorTextSecondary : undefined
  const Element = block ? 'div' : 'span'
  return <Element style={{ color, ...(ellipsis ? ELLIPSIS : undefined), ...style }}>{children}</Element>
}
