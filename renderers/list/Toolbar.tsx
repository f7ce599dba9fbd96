import { Button, Space } from 'antd'
import type { ReactNode } from 'react'
import type { Action } from '../generated/validators'
import { ACTION_ICONS } from './action-icons'
import { SelectionAlert } from './SelectionAlert'
import { labelOf } from './use-actions'

interface ToolbarProps {
  actions: Action[]
  run: (action: Action) => void
  /** Undefined when the list has no row selection. */
  selectedCount?: number
  onClearSelection: () => void
  /** Shown after the action buttons (the advanced query button). */
  extra?: ReactNode
}

/** Toolbar buttons and the 已选择 N 项 / 清空 line of a list. */
export function Toolbar({ actions, run, selectedCount, onClearSelection, extra }: ToolbarProps) {
  return (
    <>
      {(actions.length > 0 || extra) && (
        <Space wrap style={{ marginBottom: 16 }}>
          {actions.map((action, index) => (
            <Button
              key={index}
              type={action.kind === 'add' ? 'primary' : 'default'}
              icon={ACTION_ICONS[action.kind]}
              onClick={() => run(action)}
            >
              {labelOf(action)}
            </Button>
          ))}
          {extra}
        </Space>
      )}
      {selectedCount !== undefined && <SelectionAlert count={selectedCount} onClear={onClearSelection} />}
    </>
  )
}
