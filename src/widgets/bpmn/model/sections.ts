import type { DiagramElement } from './types'
import { hasFlowCondition } from './condition'

export type SectionKey =
  | 'general'
  | 'messages'
  | 'condition'
  | 'form'
  | 'task'
  | 'loop'
  | 'executionListeners'
  | 'taskListeners'
  | 'extensionProperties'
  | 'other'

const isTask = (element: DiagramElement) => /Task$/.test(element.type)

const hasExecutionListeners = (element: DiagramElement) =>
  element.type === 'bpmn:Process' ||
  element.type === 'bpmn:SequenceFlow' ||
  element.businessObject.$instanceOf('bpmn:FlowNode')

/** Which properties-panel sections an element gets, in display order. */
export function sectionsFor(element: DiagramElement): SectionKey[] {
  const sections: [SectionKey, boolean][] = [
    ['general', true],
    ['messages', element.type === 'bpmn:Process'],
    ['condition', hasFlowCondition(element)],
    ['form', element.type === 'bpmn:UserTask' || element.type === 'bpmn:StartEvent'],
    ['task', isTask(element)],
    ['loop', isTask(element)],
    ['executionListeners', hasExecutionListeners(element)],
    ['taskListeners', element.type === 'bpmn:UserTask'],
    ['extensionProperties', true],
    ['other', true],
  ]
  return sections.filter(([, shown]) => shown).map(([key]) => key)
}
