import type { Database } from '../../kernel/db/database'
import type { ActInstance, ActTask } from './seed'
import { bpmTables } from './tables'

/** A node 退回 may send an instance to: a user task it passed (back to whoever held it) or the starter. */
export interface BackNode {
  id: string
  name: string
  holder?: string
  starter?: boolean
}

/**
 * The nodes the instance passed before this task, latest holder each, then the start event (the starter, who edits
 * the record and submits it again). A node it never passed is not offered, and refused.
 */
export function backNodes(db: Database, instance: ActInstance, task: ActTask): BackNode[] {
  const { tasks, activities } = bpmTables(db)
  const passed = tasks.list(
    (other) =>
      other.instanceId === instance.id &&
      other.endTime !== null &&
      other.definitionKey !== task.definitionKey &&
      other.result === 2,
  )
  const nodes = new Map<string, BackNode>()
  for (const other of passed)
    nodes.set(other.definitionKey, { id: other.definitionKey, name: other.name, holder: other.assigneeUsername })
  const start = activities.list((activity) => activity.instanceId === instance.id && activity.taskId === null)[0]
  return [...nodes.values(), ...(start ? [{ id: start.key, name: '发起人', starter: true }] : [])]
}
