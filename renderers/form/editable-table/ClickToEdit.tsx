import { FormItem } from '@formily/antd-v5/esm/form-item'
import { PreviewText } from '@formily/antd-v5/esm/preview-text'
import type { Field } from '@formily/core'
import { observer, useField } from '@formily/react'
import { useEffect, useRef, useState, type ComponentProps } from 'react'
import { openOnKeys } from '../../core/open-keys'

/** Pop-ups of a cell's editor render outside the cell; a mouse-up in them is not "outside". */
export const EDITOR_POPUPS = '.ant-select-dropdown, .ant-picker-dropdown, .ant-cascader-dropdown'

const EMPTY_CELL = '点击编辑'

/**
 * A cell decorator of the editable sub-table: the value shows as text until the cell is clicked, then its editor
 * opens and stays until a mouse-up outside it, unless the value fails its rules. Only an editable form toggles it.
 */
export const ClickToEdit = observer((props: ComponentProps<typeof FormItem>) => {
  const field = useField<Field>()
  const cell = useRef<HTMLDivElement>(null)
  const [editing, setEditing] = useState(false)
  const surrounding = field.parent?.pattern ?? field.form.pattern
  const toggles = surrounding === 'editable'
  const open = editing || field.selfErrors.length > 0
  const closedToggle = toggles && !open

  useEffect(() => {
    if (!toggles) return
    // A cell shown as text still validates with its row.
    field.props.validatePattern = ['editable', 'readPretty']
    field.setPattern(open ? 'editable' : 'readPretty')
  }, [field, toggles, open])

  const editorShown = editing && field.pattern === 'editable'
  useEffect(() => {
    if (editorShown) cell.current?.querySelector<HTMLElement>('input, textarea')?.focus()
  }, [editorShown])

  useEffect(() => {
    if (!editing) return undefined
    const leave = (event: MouseEvent) => {
      const target = event.target as Element | null
      if (cell.current?.contains(target) || target?.closest?.(EDITOR_POPUPS)) return
      setEditing(false)
    }
    document.addEventListener('mouseup', leave)
    return () => document.removeEventListener('mouseup', leave)
  }, [editing])

  return (
    <div
      ref={cell}
      // While it shows text, the cell is a button: Tab reaches it, Enter or Space opens its editor as a click does.
      role={closedToggle ? 'button' : undefined}
      tabIndex={closedToggle ? 0 : undefined}
      aria-label={closedToggle ? `编辑${field.title ? String(field.title) : ''}` : undefined}
      onClick={() => toggles && setEditing(true)}
      onKeyDown={closedToggle ? openOnKeys(() => setEditing(true)) : undefined}
      style={{ cursor: closedToggle ? 'pointer' : undefined }}
    >
      <PreviewText.Placeholder value={EMPTY_CELL}>
        <FormItem {...props} />
      </PreviewText.Placeholder>
    </div>
  )
})
