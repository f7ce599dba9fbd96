import { openOnKeys } from '../../../open-keys'
import { cellText } from './cell-text'
import { DictText } from './DictText'

export interface PlainCellProps {
  /** The values of the column's fields in this row. */
  values: unknown[]
  /** The dictionary whose item texts stand for the values, for a dict cell. */
  dict?: string
  /** Names the cell for assistive technology: 编辑第 n 行<column>. */
  label: string
  /** Opens the cell's editor; absent when the table is not editable. */
  onOpen?: () => void
}

/** A cell of the large table shown as text: no Formily field; a click, Enter or Space opens its editor. */
export function PlainCell({ values, dict, label, onOpen }: PlainCellProps) {
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
}
