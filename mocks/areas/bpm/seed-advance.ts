import type { Database } from '../../kernel/db/database'
import { assignmentOf } from './assignment'
import { nextElement } from './next-element'
import type { ActInstance, ActTask } from './seed'
import { bpmTables } from './tables'
import { closeTask, insertTask, RESULT } from './task-flow'

/** A seeded step approved by whoever holds it (or its first candidate), and the next user task opened. */
export function advanceSeeded(db: Database, instance: ActInstance, task: ActTask, at: string): ActTask {
  const xml = bpmTables(db).models.get(instance.modelId)?.xml ?? ''
  const next = nextElement(xml, task.definitionKey)
  if (next?.type !== 'userTask') throw new Error(`seed: ${instance.name} has no step after ${task.name}`)
  closeTask(db, task, RESULT.approved, '同意', null, at)
  return insertTask(db, instance, next, assignmentOf(db, xml, next.id, instance), null, at)
}
