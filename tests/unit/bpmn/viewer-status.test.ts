import { describe, expect, it } from 'vitest'
import { elementStatuses, isFlowTaken, resultLabel, type TaskRecord } from '@/widgets/bpmn/viewer/status'

const task = (id: string, result: number, endTime: string | null): TaskRecord => ({
  id,
  name: id,
  definitionKey: id,
  result,
  assigneeUser: { nickname: '管理员', deptName: '总经办' },
  createTime: '2026-01-01 09:00:00',
  endTime,
  reason: null,
})

describe('viewer status colours', () => {
  it('labels the six result codes', () => {
    expect([1, 2, 3, 4, 5, 6].map(resultLabel)).toEqual(['处理中', '通过', '不通过', '已取消', '退回', '待处理'])
  })

  it('colours tasks by result and other nodes by end time; the latest visit wins', () => {
    const statuses = elementStatuses(
      [
        { key: 'start', taskId: null, startTime: '2026-01-01 08:00:00', endTime: '2026-01-01 08:00:00' },
        { key: 'approve', taskId: 't1', startTime: '2026-01-01 09:00:00', endTime: '2026-01-01 10:00:00' },
        { key: 'approve', taskId: 't2', startTime: '2026-01-02 09:00:00', endTime: null },
        { key: 'gateway', taskId: null, startTime: '2026-01-01 10:00:00', endTime: null },
        { key: 'review', taskId: 't3', startTime: '2026-01-01 10:00:00', endTime: '2026-01-01 11:00:00' },
      ],
      [task('t1', 5, '2026-01-01 10:00:00'), task('t2', 6, null), task('t3', 3, '2026-01-01 11:00:00')],
    )
    expect(statuses.get('start')).toMatchObject({ marker: 'bpm-status-approved', done: true, task: null })
    expect(statuses.get('approve')).toMatchObject({ marker: 'bpm-status-todo', done: false, task: { id: 't2' } })
    expect(statuses.get('gateway')).toMatchObject({ marker: 'bpm-status-processing', done: false })
    expect(statuses.get('review')).toMatchObject({ marker: 'bpm-status-rejected', done: true })
    expect(isFlowTaken(statuses, 'start', 'approve')).toBe(true)
    expect(isFlowTaken(statuses, 'gateway', 'review')).toBe(false)
    expect(isFlowTaken(statuses, 'review', 'end')).toBe(false)
  })
})
