import { describe, expect, it } from 'vitest'
import { FLAVOUR_NAMES } from '@/widgets/bpmn/flavours'
import { readUserTask } from '@/widgets/bpmn/model/task'
import { readTaskRules, writeTaskRules, type TaskRule } from '@/pages/bpm/task-rules'
import { loadDiagram, sampleXml } from './support'

const RULES: [Pick<TaskRule, 'kind' | 'values'>, Record<string, string>][] = [
  [{ kind: 'users', values: ['hejunjie', 'zhangsan'] }, { candidateUsers: 'hejunjie,zhangsan' }],
  [{ kind: 'roles', values: ['finance', 'admin'] }, { candidateGroups: 'finance,admin' }],
  [{ kind: 'starterLeader', values: [] }, { assignee: '${initiatorLeader}' }],
  [{ kind: 'dept', values: ['A01A04'] }, { candidateGroups: 'dept:A01A04' }],
  [{ kind: 'expression', values: ['handler'] }, { assignee: '${handler}' }],
  [{ kind: 'starterChooses', values: [] }, { assignee: '${chosen}' }],
  [{ kind: 'starter', values: [] }, {}],
]

describe('task-assignment rules in the model XML', () => {
  it.each(FLAVOUR_NAMES)(
    '%s: writes each rule as the designer’s task attributes and reads it back',
    async (flavour) => {
      // A task that had another rule in another engine's namespace keeps only the new one.
      const before = sampleXml(flavour).replace('name="审批"', `name="审批" ${flavour}:assignee="admin"`)
      for (const [rule, attributes] of RULES) {
        const xml = writeTaskRules(before, flavour, [{ id: 'Approve', name: '审批', ...rule }])
        expect(readTaskRules(xml)).toEqual([{ id: 'Approve', name: '审批', ...rule }])
        const { editor, element } = await loadDiagram(flavour, xml)
        expect(readUserTask(editor, element('Approve'))).toMatchObject({
          assignee: '',
          candidateUsers: '',
          candidateGroups: '',
          ...attributes,
        })
      }
    },
  )

  it('declares the engine namespace a model without one lacks', () => {
    const bare = sampleXml('camunda').replace(/ xmlns:camunda="[^"]*"/, '')
    const xml = writeTaskRules(bare, 'flowable', [{ id: 'Approve', name: '审批', kind: 'roles', values: ['finance'] }])
    expect(xml).toContain('xmlns:flowable="http://flowable.org/bpmn"')
    expect(xml).toContain('flowable:candidateGroups="finance"')
  })
})
