import { qualified } from './attributes'
import { createElement } from './extension-elements'
import type { DiagramElement, Editor } from './types'
import { readChild, readText } from './read'

export type FlowType = 'normal' | 'default' | 'condition'

export interface FlowCondition {
  conditionType: 'expression' | 'script'
  scriptType: 'inline' | 'external'
  body: string
  language: string
  resource: string
}

/** Sequence flows get the condition section unless they leave a start event. */
export function hasFlowCondition(element: DiagramElement): boolean {
  return element.type === 'bpmn:SequenceFlow' && element.source?.type !== 'bpmn:StartEvent'
}

/** Only activities and exclusive, inclusive or complex gateways can name a default flow. */
export function canBeDefault(element: DiagramElement): boolean {
  const source = element.source?.businessObject
  if (!source) return false
  return (
    source.$instanceOf('bpmn:Activity') ||
    ['bpmn:ExclusiveGateway', 'bpmn:InclusiveGateway', 'bpmn:ComplexGateway'].includes(source.$type)
  )
}

export function readFlowType(element: DiagramElement): FlowType {
  const bo = element.businessObject
  if (element.source?.businessObject.get('default') === bo) return 'default'
  return bo.get('conditionExpression') ? 'condition' : 'normal'
}

/**
 * Flow type change: condition → an empty formal expression; default → no condition, marked as the source's default;
 * normal → neither (the default mark removed if set, the condition cleared).
 */
export function setFlowType(editor: Editor, element: DiagramElement, type: FlowType): void {
  if (type === 'default' && !canBeDefault(element))
    throw new Error(`${element.source?.type} cannot have a default flow`)
  const source = element.source
  const isDefault = source?.businessObject.get('default') === element.businessObject
  if (type === 'condition') {
    if (isDefault && source) editor.writer.update(source, { default: undefined })
    editor.writer.update(element, {
      conditionExpression: createElement(editor, 'bpmn:FormalExpression', { body: '' }, element.businessObject),
    })
    return
  }
  editor.writer.update(element, { conditionExpression: undefined })
  if (type === 'default' && source) editor.writer.update(source, { default: element.businessObject })
  if (type === 'normal' && isDefault && source) editor.writer.update(source, { default: undefined })
}

export function readCondition(editor: Pick<Editor, 'flavour'>, element: DiagramElement): FlowCondition {
  const expression = readChild(element.businessObject, 'conditionExpression')
  const language = readText(expression, 'language')
  const resource = (editor.flavour.scriptResource && readText(expression, qualified(editor.flavour, 'resource'))) || ''
  return {
    conditionType: language ? 'script' : 'expression',
    scriptType: resource ? 'external' : 'inline',
    body: readText(expression, 'body'),
    language,
    resource,
  }
}

/** Replaces the condition with a new formal expression built from the form (a script needs a language). */
export function setCondition(editor: Editor, element: DiagramElement, condition: FlowCondition): void {
  const attributes: Record<string, unknown> = {}
  if (condition.conditionType === 'script') {
    attributes.language = condition.language
    if (condition.scriptType === 'external' && editor.flavour.scriptResource)
      attributes[qualified(editor.flavour, 'resource')] = condition.resource
    else attributes.body = condition.body
  } else {
    attributes.body = condition.body
  }
  editor.writer.update(element, {
    conditionExpression: createElement(editor, 'bpmn:FormalExpression', attributes, element.businessObject),
  })
}
