import { observer } from '@formily/react'
import { openOnKeys } from '../../../core/open-keys'
import { cellText } from './cell-text'
import { DictText } from './DictText'

export interface PlainCellProps {
  /** The row (its observable values) and the column's fields in it. */
  row: Record<string, unknown>
  names: string[]
  /** The dictionary whose item texts stand for the values, for a dict cell. */
  dict?: string
  /** Names the cell for assistive technology: 编辑第 n 行<column>. */
  label: string
  /** Opens the cell's editor; absent when the table is not editable. */
  onOpen?: () => void
}

/**
 * A cell of the large table shown as text: no Formily field; a click, Enter or Space opens its editor. It observes
 * its own values only, so a change of one value re-renders one cell, not its row.
 */
export const PlainCell = observer(({ row, names, dict, label, onOpen }: PlainCellProps) => {
  const values = names.map((name) => row[name])
  const text =
    dict === undefined ? (
      values
        .map(cellText)
        .filter((item) => item !== '')
        .join(' ')
    ) : (
      <DictText dict={dict} values={values} />
    )
  if (!onOpen) return <span>{text}</span>
  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={label}
      onClick={onOpen}
      onKeyDown={openOnKeys(onOpen)}
      style={{ cursor: 'pointer', minHeight: 22, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {text}
    </div>
  )
})
