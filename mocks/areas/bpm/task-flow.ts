import type { BackendCore } from '../../kernel/backend-core'
import type { Database } from '../../kernel/db/database'
import type { Row } from '../../kernel/db/table'
import { formatDateTime } from '../../kernel/db/time'
import { textOf } from '../../kernel/services/text'
import { assignmentOf, type Assignment } from './assignment'
import { settleBusinessRow } from './business-row'
import { tellProcessDecided, tellTaskWaiting } from './messages'
import { nextElement, type FlowElement } from './next-element'
import type { ActInstance, ActTask } from './seed'
import { bpmTables } from './tables'

/** Result codes of instances and tasks (`bpm_process_instance_result`). */
export const RESULT = { running: 1, approved: 2, rejected: 3, cancelled: 4, sentBack: 5, toDo: 6 } as const

/** A person as tasks and instances carry them: username, name and department. */
export function person(db: Database, username: string) {
  const user = db.table<Row>('sys_user').first((row) => row.username === username)
  const dept = user && db.table<Row>('sys_depart').first((row) => row.orgCode === user.orgCode)
  return { username, name: textOf(user?.realname ?? username), dept: textOf(dept?.departName ?? '') }
}

const now = (db: Database) => formatDateTime(db.now())

/** Stores a task of a node for an assignee or for candidates to claim, and its diagram visit. */
export function insertTask(
  db: Database,
  instance: ActInstance,
  node: Pick<FlowElement, 'id' | 'name'>,
  assignment: Assignment,
  returnTo: string | null = null,
  at = now(db),
): ActTask {
  const { tasks, activities } = bpmTables(db)
  const holder = 'assignee' in assignment ? person(db, assignment.assignee) : undefined
  const task = tasks.insert({
    instanceId: instance.id,
    name: node.name,
    definitionKey: node.id,
    result: RESULT.toDo,
    assigneeUsername: holder?.username ?? '',
    assigneeName: holder?.name ?? '',
    assigneeDeptName: holder?.dept ?? '',
    candidates: 'candidates' in assignment ? assignment.candidates.join(',') : null,
    returnTo,
    createTime: at,
    endTime: null,
    reason: null,
  })
  activities.insert({ instanceId: instance.id, key: node.id, taskId: task.id, startTime: at, endTime: null })
  return task
}

/** Opens a task and tells whoever may do it: its assignee, or each candidate. */
export function openTask(
  backend: BackendCore,
  instance: ActInstance,
  node: Pick<FlowElement, 'id' | 'name'>,
  assignment: Assignment,
  returnTo: string | null = null,
): ActTask {
  const task = insertTask(backend.db, instance, node, assignment, returnTo)
  tellTaskWaiting(backend, instance, task)
  return task
}

/** Closes a task with its result, the approver's opinion and files, and ends its diagram visit. */
export function closeTask(
  db: Database,
  task: ActTask,
  result: number,
  reason: string | null,
  files?: string | null,
  at = now(db),
) {
  const { tasks, activities } = bpmTables(db)
  tasks.update(task.id, { result, reason, endTime: at, files: files ?? null })
  for (const visit of activities.list((activity) => activity.taskId === task.id && activity.endTime === null))
    activities.update(visit.id, { endTime: at })
}

/** Ends an instance: its open tasks close with the same result and the business row follows. */
export function endInstance(backend: BackendCore, instance: ActInstance, result: number) {
  const { db } = backend
  const { instances, tasks } = bpmTables(db)
  for (const open of tasks.list((task) => task.instanceId === instance.id && task.endTime === null))
    closeTask(db, open, result, null)
  instances.update(instance.id, { result, endTime: now(db) })
  settleBusinessRow(db, instance, result)
  tellProcessDecided(backend, instance, result)
}

/**
 * After a node's approval: the next user task, or the end. A node the instance passed before (it was sent back) goes
 * to whoever approved it then; a new one to whom its rule picks (`chosen` answers `${chosen}`).
 */
export function advance(backend: BackendCore, instance: ActInstance, fromKey: string, chosen?: string): void {
  const { db } = backend
  const { models, activities, tasks } = bpmTables(db)
  const xml = models.get(instance.modelId)?.xml ?? ''
  const next = nextElement(xml, fromKey)
  if (next?.type === 'userTask') {
    const before = tasks
      .list((task) => task.instanceId === instance.id && task.definitionKey === next.id && !!task.assigneeUsername)
      .at(-1)
    const assignment = before ? { assignee: before.assigneeUsername } : assignmentOf(db, xml, next.id, instance, chosen)
    openTask(backend, instance, next, assignment)
    return
  }
  if (next?.type === 'endEvent')
    activities.insert({ instanceId: instance.id, key: next.id, taskId: null, startTime: now(db), endTime: now(db) })
  endInstance(backend, instance, RESULT.approved)
}
