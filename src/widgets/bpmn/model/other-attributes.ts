import type { Flavour } from '../flavours'
import { qualified } from './attributes'
import type { DiagramElement, Editor } from './types'

/** One engine extension attribute (versionTag, historyTimeToLive, …) that has no section of its own. */
export interface OtherAttribute {
  name: string
  label: string
  kind: 'text' | 'boolean' | 'select'
  options?: readonly string[]
  /** The engine's default when the attribute is absent. */
  defaultValue?: string | boolean
  /** A BPMN attribute rather than an engine extension. */
  standard?: boolean
}

const PROCESS: Record<string, OtherAttribute> = {
  versionTag: { name: 'versionTag', label: '版本标签', kind: 'text' },
  historyTimeToLive: { name: 'historyTimeToLive', label: '历史保留时间', kind: 'text' },
  candidateStarterUsers: { name: 'candidateStarterUsers', label: '候选启动用户', kind: 'text' },
  candidateStarterGroups: { name: 'candidateStarterGroups', label: '候选启动组', kind: 'text' },
  isStartableInTasklist: {
    name: 'isStartableInTasklist',
    label: '可在任务列表启动',
    kind: 'boolean',
    defaultValue: true,
  },
}

const DELEGATES: OtherAttribute[] = [
  { name: 'class', label: 'Java 类', kind: 'text' },
  { name: 'expression', label: '表达式', kind: 'text' },
  { name: 'delegateExpression', label: '代理表达式', kind: 'text' },
]

/** The attributes the element type has in this engine. */
export function otherAttributes(flavour: Flavour, element: DiagramElement): OtherAttribute[] {
  const camunda = flavour.name === 'camunda'
  switch (element.type) {
    case 'bpmn:Process':
      return flavour.processAttributes.map((name) => PROCESS[name])
    case 'bpmn:StartEvent':
      return [{ name: 'initiator', label: '发起人变量', kind: 'text' }]
    case 'bpmn:CallActivity':
      return [
        { name: 'calledElement', label: '被调用流程', kind: 'text', standard: true },
        ...(camunda
          ? [
              {
                name: 'calledElementBinding',
                label: '绑定方式',
                kind: 'select',
                options: ['latest', 'deployment', 'version', 'versionTag'],
                defaultValue: 'latest',
              } as const,
            ]
          : []),
      ]
    case 'bpmn:BusinessRuleTask':
      return camunda
        ? [
            { name: 'decisionRef', label: '决策引用', kind: 'text' },
            {
              name: 'mapDecisionResult',
              label: '结果映射',
              kind: 'select',
              options: ['singleEntry', 'singleResult', 'collectEntries', 'resultList'],
              defaultValue: 'resultList',
            },
          ]
        : DELEGATES
    case 'bpmn:ServiceTask':
    case 'bpmn:SendTask':
      return [...DELEGATES, ...(camunda ? [{ name: 'topic', label: '外部任务主题', kind: 'text' } as const] : [])]
    default:
      return []
  }
}

const propertyName = (flavour: Flavour, attribute: OtherAttribute) =>
  attribute.standard ? attribute.name : qualified(flavour, attribute.name)

export function readOtherAttribute(
  flavour: Flavour,
  element: DiagramElement,
  attribute: OtherAttribute,
): string | boolean {
  // Every attribute listed here is a text, boolean or number attribute in the engine descriptors.
  const value = element.businessObject.get(propertyName(flavour, attribute)) as
    string | number | boolean | null | undefined
  if (value === undefined || value === null)
    return attribute.defaultValue ?? (attribute.kind === 'boolean' ? false : '')
  return attribute.kind === 'boolean' ? value === true || value === 'true' : String(value)
}

/** An external-task topic also marks the task `type="external"`, which is what makes the engine use it. */
export function setOtherAttribute(
  editor: Editor,
  element: DiagramElement,
  attribute: OtherAttribute,
  value: string | boolean,
): void {
  const properties: Record<string, unknown> = {
    [propertyName(editor.flavour, attribute)]: value === '' ? undefined : value,
  }
  if (attribute.name === 'topic') properties[qualified(editor.flavour, 'type')] = value ? 'external' : undefined
  editor.writer.update(element, properties)
}
