import { theme } from 'antd'
import type { ReactNode } from 'react'

interface SearchItemProps {
  /** The input's id, which the label names. */
  id: string
  title?: string
  /** The one label width of the search form, in ems. */
  labelWidth: number
  children: ReactNode
}

/**
 * A label and its input on one line, as antd's horizontal form item draws them (label right-aligned in a fixed width,
 * a colon after it, the input filling the rest), without antd's Form and its field library: the search form only
 * holds values, it validates nothing.
 */
export function SearchItem({ id, title, labelWidth, children }: SearchItemProps) {
  const { token } = theme.useToken()
  return (
    <div className="schema-search-item" style={{ display: 'flex', alignItems: 'flex-start' }}>
      <div
        className="schema-search-label"
        style={{
          flex: `0 0 ${labelWidth}em`,
          display: 'flex',
          justifyContent: 'flex-end',
          minHeight: token.controlHeight,
          lineHeight: `${token.controlHeight}px`,
          color: token.colorText,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
        }}
      >
        <label htmlFor={id} title={title} style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {title}
        </label>
        {/* Outside the label, so the input's accessible name is the title alone. */}
        <span aria-hidden style={{ marginInline: '2px 8px' }}>
          :
        </span>
      </div>
      <div className="schema-search-control" style={{ flex: '1 1 0', minWidth: 0 }}>
        {children}
      </div>
    </div>
  )
}
