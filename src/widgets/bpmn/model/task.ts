import { qualified, readFlag, readTextAttribute, setAttributes, setModdleAttributes } from './attributes'
import { definitionsOf } from './messages'
import { readRetryCycle, setRetryCycle } from './retry-cycle'
import type { DiagramElement, Editor, ModdleElement } from './types'
import { readChild, readChildren, readText } from './read'

export interface AsyncConfig {
  asyncBefore: boolean
  asyncAfter: boolean
  exclusive: boolean
  retryCycle: string
}

export function readAsync(editor: Pick<Editor, 'flavour'>, target: ModdleElement): AsyncConfig {
  const { flavour } = editor
  return {
    asyncBefore: readFlag(flavour, target, flavour.asyncBefore),
    asyncAfter: flavour.asyncAfter ? readFlag(flavour, target, flavour.asyncAfter) : false,
    exclusive: readFlag(flavour, target, 'exclusive'),
    retryCycle: readRetryCycle(editor, target),
  }
}

/**
 * Writes the async flags of an activity or of its loop characteristics. With neither async
 * flag left, exclusive is forced off and the retry cycle is dropped, since both only apply to jobs.
 */
export function setAsync(editor: Editor, element: DiagramElement, target: ModdleElement, config: AsyncConfig): void {
  const { flavour } = editor
  const anyAsync = config.asyncBefore || config.asyncAfter
  const values: Record<string, unknown> = {
    [flavour.asyncBefore]: config.asyncBefore || undefined,
    exclusive: anyAsync ? config.exclusive : false,
  }
  if (flavour.asyncAfter) values[flavour.asyncAfter] = config.asyncAfter || undefined
  setModdleAttributes(editor, element, target, values)
  const cycle = anyAsync ? config.retryCycle : ''
  if (cycle !== readRetryCycle(editor, target)) setRetryCycle(editor, element, target, cycle)
}

/** The user task attributes the engine knows (assignee, candidateUsers, candidateGroups, …), by logical name. */
export function readUserTask(editor: Pick<Editor, 'flavour'>, element: DiagramElement): Record<string, string> {
  const { flavour } = editor
  return Object.fromEntries(
    flavour.userTaskAttributes.map((name) => [name, readTextAttribute(flavour, element.businessObject, name)]),
  )
}

export function setUserTaskAttribute(editor: Editor, element: DiagramElement, name: string, value: string): void {
  if (!editor.flavour.userTaskAttributes.includes(name))
    throw new Error(`${editor.flavour.name} user tasks have no ${name}`)
  setAttributes(editor, element, { [name]: value })
}

export interface ScriptTaskConfig {
  scriptFormat: string
  scriptType: 'inline' | 'external'
  script: string
  resource: string
  resultVariable: string
}

export function readScriptTask(editor: Pick<Editor, 'flavour'>, element: DiagramElement): ScriptTaskConfig {
  const { flavour } = editor
  const bo = element.businessObject
  const resource = flavour.scriptResource ? readTextAttribute(flavour, bo, 'resource') : ''
  return {
    scriptFormat: readText(bo, 'scriptFormat'),
    scriptType: resource ? 'external' : 'inline',
    script: readText(bo, 'script'),
    resource,
    resultVariable: readTextAttribute(flavour, bo, 'resultVariable'),
  }
}

/** An inline script and an external resource exclude each other. */
export function setScriptTask(editor: Editor, element: DiagramElement, config: ScriptTaskConfig): void {
  const external = config.scriptType === 'external' && editor.flavour.scriptResource
  const properties: Record<string, unknown> = {
    scriptFormat: config.scriptFormat || undefined,
    script: external ? undefined : config.script || undefined,
    [qualified(editor.flavour, 'resultVariable')]: config.resultVariable || undefined,
  }
  if (editor.flavour.scriptResource)
    properties[qualified(editor.flavour, 'resource')] = external ? config.resource || undefined : undefined
  editor.writer.update(element, properties)
}

/** The message a receive task waits for, by id ('' for none). */
export function readReceiveMessage(element: DiagramElement): string {
  return readText(readChild(element.businessObject, 'messageRef'), 'id')
}

export function setReceiveMessage(editor: Editor, element: DiagramElement, id: string): void {
  const roots = readChildren(definitionsOf(element), 'rootElements')
  editor.writer.update(element, {
    messageRef: roots.find((root) => root.$type === 'bpmn:Message' && root.get('id') === id),
  })
}
