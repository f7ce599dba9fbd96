import { Button, Space } from 'antd'
import type { ReactNode } from 'react'
import type { Action } from '../generated/schema-language'
import { actionKindOf, titleOf } from '../actions/registry'
import { SelectionAlert } from './SelectionAlert'

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
              type={actionKindOf(action.kind)?.primary ? 'primary' : 'default'}
              icon={actionKindOf(action.kind)?.icon}
              onClick={() => run(action)}
            >
              {titleOf(action)}
            </Button>
          ))}
          {extra}
        </Space>
      )}
      {selectedCount !== undefined && <SelectionAlert count={selectedCount} onClear={onClearSelection} />}
    </>
  )
}
