import type { ButtonHTMLAttributes, CSSProperties, MouseEvent, ReactNode } from 'react'
import { LINK_BUTTON, LINK_DIVIDER } from './link-styles'

interface LinkButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> {
  icon?: ReactNode
  /** Where the icon goes: before the text (default) or after it (展开 ∨). */
  iconPosition?: 'start' | 'end'
}

/**
 * A command that reads as a link (a row action, 清空, 展开): a real button, so Tab reaches it and Enter or Space
 * runs it, named by its text. Drawn as antd's small link Button without padding, by the engine's link style sheet
 * (link-styles.ts) rather than by antd's Button, which a list drew dozens of times per page.
 */
export function LinkButton({ icon, iconPosition = 'start', children, ...props }: LinkButtonProps) {
  return (
    <button type="button" className={LINK_BUTTON} {...props}>
      {iconPosition === 'start' && icon}
      {children}
      {iconPosition === 'end' && icon}
    </button>
  )
}

/** The thin upright line between two link commands in a line (a row's actions), as antd's vertical Divider. */
export const LinkDivider = () => <span className={LINK_DIVIDER} role="separator" aria-orientation="vertical" />

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
