import type { Database } from '../../kernel/db/database'
import type { Row } from '../../kernel/db/table'
import type { ActInstance } from './seed'
import { bpmTables } from './tables'
import { nextElement } from './next-element'
import { userTaskOf } from './user-task'

/** "The starter chooses" (发起人选择): the task's assignee is `${chosen}`, the user sent as `nextUserName`. */
export const choosesAssignee = (xml: string, taskKey: string): boolean =>
  userTaskOf(xml, taskKey)?.assignee === '${chosen}'

/** Why a pick for a choosing task is refused: none was made, or it names no user who can work. */
export function chosenRefusal(db: Database, chosen: string | undefined): string | undefined {
  if (!chosen) return '请选择下一步审批人'
  const user = db.table<Row>('sys_user').first((row) => row.username === chosen)
  return user && user.status === 1 && user.delFlag === 0 ? undefined : '所选审批人不存在或已冻结'
}

/**
 * The user task 同意 leads to when its rule asks for a pick: a node the instance passed before goes back to whoever
 * held it then (`advance`), so only a node not yet visited asks.
 */
export function nextChoosing(
  db: Database,
  instance: ActInstance,
  fromKey: string,
): { id: string; name: string } | null {
  const xml = bpmTables(db).models.get(instance.modelId)?.xml ?? ''
  const next = nextElement(xml, fromKey)
  if (next?.type !== 'userTask' || !choosesAssignee(xml, next.id)) return null
  const visited = bpmTables(db).tasks.first((task) => task.instanceId === instance.id && task.definitionKey === next.id)
  return visited ? null : { id: next.id, name: next.name }
}
