import { Alert } from 'antd'
import { Code } from '../core/Code'
import { findEntity } from '../core/entities'
import type { Row } from '../core/rows-of'
import type { ListPageSchema } from '../generated/schema-language'
import type { DrawNamedList } from '../list/named-lists'

/** The list page a 审批记录 tab shows: every approval task of the record, by its table as the flow code. */
const TRAIL_PAGE = 'bpm/ApprovalTrailList'

/**
 * The 审批记录 tab of a record page (`approvalTrail`): the trail of the record's submissions. A list whose entity
 * does not go through approval (no `x-process`) tells the page's author so, at the flag's pointer.
 */
export function approvalTrailTab(list: ListPageSchema, scope: { record: Row; parent: Row }, drawNamed?: DrawNamedList) {
  const entity = list.entity ? findEntity(list.entity) : undefined
  const table = entity?.['x-process'] ? entity['x-table'] : undefined
  return {
    key: 'approvalTrail',
    label: '审批记录',
    children: table ? (
      drawNamed?.(TRAIL_PAGE, scope, { flowCode: table, dataId: '{{parent.id}}' })
    ) : (
      <Alert
        type="error"
        role="alert"
        message={
          <>
            <Code>/approvalTrail</Code> 列表页的实体 {list.entity ?? '（未设置）'} 没有声明 x-process（或
            x-table），无法显示审批记录
          </>
        }
      />
    ),
  }
}
