import { Tooltip } from 'antd'
import type { ReactElement } from 'react'

/**
 * An action's button, and when it cannot run now, why as its tooltip (删除 or 批量删除 of records approval keeps). A
 * disabled button takes no pointer events: the span around it carries the hover and the tooltip's description.
 */
export function WithReason({ reason, children }: { reason?: string; children: ReactElement }) {
  if (!reason) return children
  return (
    <Tooltip title={reason}>
      <span>{children}</span>
    </Tooltip>
  )
}
