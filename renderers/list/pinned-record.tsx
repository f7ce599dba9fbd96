import { Tag } from 'antd'
import type { ListPageSchema } from '../generated/schema-language'

/** The address parameter naming one record a list opens on (`?id=`), as a message link or a deadline opens it. */
export const RECORD_PARAM = 'id'

/**
 * The page narrowed to the row whose key the scope holds as `pinnedRecord`: one more fixed parameter, so every tab and
 * its count hold it. The key comes from the address, so it reaches the request as a value of the scope, never as
 * template text.
 */
export const pinnedTo = (page: ListPageSchema): ListPageSchema => ({
  ...page,
  fixedParams: { ...page.fixedParams, [page.rowKey ?? 'id']: '{{pinnedRecord}}' },
})

/** Why a list opened on one record shows only it, and the way back to all its rows. */
export function PinnedRecord({ onClear }: { onClear: () => void }) {
  return (
    <div style={{ marginBottom: 12 }}>
      <Tag color="blue" closable onClose={onClear}>
        仅显示指定的记录
      </Tag>
    </div>
  )
}
