import { theme } from 'antd'
import type { CSSProperties, ReactNode } from 'react'

interface Props {
  /** The id of the message line, which the input names in its aria-describedby. */
  id: string
  error: string | undefined
  style?: CSSProperties
  children: ReactNode
}

/**
 * An input with the line below it that says what is wrong, spaced as antd's form items are (the line takes the
 * item's 24px gap, so the form does not jump when a message appears). The line is a live region from the start, so a
 * screen reader announces a message as soon as it shows.
 */
export function RequiredField({ id, error, style, children }: Props) {
  const { token } = theme.useToken()
  return (
    <div style={style}>
      {children}
      <div
        id={id}
        role="alert"
        style={{ minHeight: 24, color: token.colorError, fontSize: token.fontSize, lineHeight: token.lineHeight }}
      >
        {error}
      </div>
    </div>
  )
}
