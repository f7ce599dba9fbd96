import type { ActInstanceDetail, ActTask } from '@/generated/entities'

/** Result codes of instances and tasks (1 in progress … 6 to-do), with the marker class the viewer paints them with. */
export const RESULTS: Record<number, { label: string; marker: string; color: string }> = {
  1: { label: '处理中', marker: 'bpm-status-processing', color: '#1890ff' },
  2: { label: '通过', marker: 'bpm-status-approved', color: '#52c41a' },
  3: { label: '不通过', marker: 'bpm-status-rejected', color: '#ff4d4f' },
  4: { label: '已取消', marker: 'bpm-status-cancelled', color: '#8c8c8c' },
  5: { label: '退回', marker: 'bpm-status-returned', color: '#fa8c16' },
  6: { label: '待处理', marker: 'bpm-status-todo', color: '#faad14' },
}

export const resultLabel = (result: number) => RESULTS[result]?.label ?? String(result)

/** An activity of an instance and a task as the backend answers them (schemas/entities/act-*.json). */
export type ActivityVisit = ActInstanceDetail['activities'][number]
export type TaskRecord = ActTask

export interface ElementStatus {
  marker: string
  done: boolean
  /** The latest task of a user task element, for the hover overlay. */
  task: TaskRecord | null
}

/**
 * The colour of each visited diagram element: a task by its task's result, any other node approved once
 * ended and in progress while pending (an activity with an end time is done). The latest visit wins.
 */
export function elementStatuses(
  activities: readonly ActivityVisit[],
  tasks: readonly TaskRecord[],
): Map<string, ElementStatus> {
  const tasksById = new Map(tasks.map((task) => [task.id, task]))
  const statuses = new Map<string, ElementStatus>()
  const ordered = [...activities].sort((a, b) => a.startTime.localeCompare(b.startTime))
  for (const visit of ordered) {
    const task = visit.taskId ? (tasksById.get(visit.taskId) ?? null) : null
    // A missing end time means pending, like a null one.
    const done = visit.endTime != null
    const result = task ? task.result : done ? 2 : 1
    statuses.set(visit.key, { marker: RESULTS[result]?.marker ?? RESULTS[1].marker, done, task })
  }
  return statuses
}

/** A sequence flow was taken when its source finished and its target was reached. */
export function isFlowTaken(statuses: Map<string, ElementStatus>, sourceId: string, targetId: string): boolean {
  return statuses.get(sourceId)?.done === true && statuses.has(targetId)
}
