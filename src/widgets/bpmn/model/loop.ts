import { setModdleAttributes, readTextAttribute } from './attributes'
import { createElement } from './extension-elements'
import { readAsync, setAsync, type AsyncConfig } from './task'
import type { DiagramElement, Editor, ModdleElement } from './types'
import { readChild, readText } from './read'

export type LoopType = 'none' | 'standard' | 'parallel' | 'sequential'

/** A parallel multi-instance starts over the user list collection. */
export const DEFAULT_PARALLEL_COLLECTION = '${coll_userList}'

export interface LoopSettings extends AsyncConfig {
  loopCardinality: string
  collection: string
  elementVariable: string
  completionCondition: string
}

const loopOf = (element: DiagramElement) => readChild(element.businessObject, 'loopCharacteristics')

export function readLoopType(element: DiagramElement): LoopType {
  const loop = loopOf(element)
  if (!loop) return 'none'
  if (loop.$type === 'bpmn:StandardLoopCharacteristics') return 'standard'
  return loop.get('isSequential') ? 'sequential' : 'parallel'
}

export function setLoopType(editor: Editor, element: DiagramElement, type: LoopType): void {
  const bo = element.businessObject
  const loop =
    type === 'none'
      ? undefined
      : type === 'standard'
        ? createElement(editor, 'bpmn:StandardLoopCharacteristics', {}, bo)
        : createElement(editor, 'bpmn:MultiInstanceLoopCharacteristics', { isSequential: type === 'sequential' }, bo)
  if (loop && type === 'parallel') loop.set(`${editor.flavour.prefix}:collection`, DEFAULT_PARALLEL_COLLECTION)
  editor.writer.update(element, { loopCharacteristics: loop })
}

const expressionBody = (loop: ModdleElement, name: string) => readText(readChild(loop, name), 'body')

export function readLoopSettings(editor: Pick<Editor, 'flavour'>, element: DiagramElement): LoopSettings | null {
  const loop = loopOf(element)
  if (!loop || loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics') return null
  return {
    loopCardinality: expressionBody(loop, 'loopCardinality'),
    collection: readTextAttribute(editor.flavour, loop, 'collection'),
    elementVariable: readTextAttribute(editor.flavour, loop, 'elementVariable'),
    completionCondition: expressionBody(loop, 'completionCondition'),
    ...readAsync(editor, loop),
  }
}

/** Writes one multi-instance field; cardinality and completion condition are formal expressions. */
export function setLoopSetting(
  editor: Editor,
  element: DiagramElement,
  name: 'loopCardinality' | 'completionCondition' | 'collection' | 'elementVariable',
  value: string,
): void {
  const loop = loopOf(element)
  if (!loop) throw new Error(`${element.id} has no multi-instance loop`)
  if (name === 'collection' || name === 'elementVariable') {
    setModdleAttributes(editor, element, loop, { [name]: value })
    return
  }
  const expression = value ? createElement(editor, 'bpmn:FormalExpression', { body: value }, loop) : undefined
  editor.writer.updateModdle(element, loop, { [name]: expression })
}

export function setLoopAsync(editor: Editor, element: DiagramElement, config: AsyncConfig): void {
  const loop = loopOf(element)
  if (!loop) throw new Error(`${element.id} has no multi-instance loop`)
  setAsync(editor, element, loop, config)
}
