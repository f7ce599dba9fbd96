import { Button, Space } from 'antd'
import { memo, type ReactNode } from 'react'
import type { Action } from '../generated/schema-language'
import { actionKindOf, titleOf } from '../actions/registry'
import { WithReason } from '../actions/WithReason'
import { SelectionAlert } from './SelectionAlert'

interface ToolbarProps {
  actions: Action[]
  run: (action: Action) => void
  /** Why an action cannot run on the rows selected now (undefined when it can). */
  disabledOf?: (action: Action) => string | undefined
  /** Undefined when the list has no row selection. */
  selectedCount?: number
  onClearSelection: () => void
  /** Shown after the action buttons (the advanced query button). */
  extra?: ReactNode
}

/** Toolbar buttons and the 已选择 N 项 / 清空 line of a list. Memoised: a list's new rows do not redraw it. */
export const Toolbar = memo(function Toolbar({
  actions,
  run,
  disabledOf,
  selectedCount,
  onClearSelection,
  extra,
}: ToolbarProps) {
  return (
    <>
      {(actions.length > 0 || extra) && (
        <Space wrap style={{ marginBottom: 16 }}>
          {actions.map((action, index) => {
            const disabled = disabledOf?.(action)
            return (
              <WithReason key={index} reason={disabled}>
                <Button
                  type={actionKindOf(action.kind)?.primary ? 'primary' : 'default'}
                  icon={actionKindOf(action.kind)?.icon}
                  disabled={!!disabled}
                  onClick={() => run(action)}
                >
                  {titleOf(action)}
                </Button>
              </WithReason>
            )
          })}
          {extra}
        </Space>
      )}
      {selectedCount !== undefined && <SelectionAlert count={selectedCount} onClear={onClearSelection} />}
    </>
  )
})
