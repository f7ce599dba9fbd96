import { Button, type ButtonProps } from 'antd'
import type { CSSProperties, MouseEvent, ReactNode } from 'react'

/** No button padding or height: the button sits in a table cell or a line of text the way a link does. */
const INLINE: CSSProperties = { padding: 0, height: 'auto' }

/**
 * A command that reads as a link (a row action, 清空, 展开): a real button, so Tab reaches it and Enter or Space
 * runs it, named by its text (kept as written: antd would put a space between two Chinese characters).
 */
export function LinkButton({ style, ...props }: Omit<ButtonProps, 'type' | 'size'>) {
  return <Button type="link" size="small" autoInsertSpace={false} style={{ ...INLINE, ...style }} {...props} />
}

const BARE: CSSProperties = {
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  lineHeight: 1,
  cursor: 'pointer',
}

interface IconButtonProps {
  /** What the icon does, in words: its accessible name and its tooltip. */
  label: string
  icon: ReactNode
  onClick: (event: MouseEvent<HTMLButtonElement>) => void
}

/** An icon that does something (clearing a field): the bare icon inside a button named for what it does. */
export function IconButton({ label, icon, onClick }: IconButtonProps) {
  return (
    <button type="button" aria-label={label} title={label} style={BARE} onClick={onClick}>
      {icon}
    </button>
  )
}
