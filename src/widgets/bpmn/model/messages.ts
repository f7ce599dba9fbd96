import { createElement } from './extension-elements'
import type { DiagramElement, Editor, ModdleElement } from './types'
import { readChildren, readText } from './read'

export type RootKind = 'message' | 'signal'

const ROOT_TYPES: Record<RootKind, string> = { message: 'bpmn:Message', signal: 'bpmn:Signal' }

export interface RootEntry {
  id: string
  name: string
}

export function definitionsOf(element: DiagramElement): ModdleElement {
  let node: ModdleElement | undefined = element.businessObject
  while (node && !node.$instanceOf('bpmn:Definitions')) node = node.$parent
  if (!node) throw new Error(`${element.id} is not inside a bpmn:Definitions`)
  return node
}

export function listRootElements(definitions: ModdleElement, kind: RootKind): RootEntry[] {
  return readChildren(definitions, 'rootElements')
    .filter((root) => root.$type === ROOT_TYPES[kind])
    .map((root) => ({ id: readText(root, 'id'), name: readText(root, 'name') }))
}

/**
 * Adds a message or signal definition to the diagram's root elements through the command stack.
 * Returns 该消息已存在，请修改id后重新保存 (signals too) when the id is taken by any root element of that kind.
 */
export function addRootElement(
  editor: Editor,
  element: DiagramElement,
  kind: RootKind,
  entry: RootEntry,
): string | null {
  const definitions = definitionsOf(element)
  if (listRootElements(definitions, kind).some((existing) => existing.id === entry.id))
    return '该消息已存在，请修改id后重新保存'
  const created = createElement(editor, ROOT_TYPES[kind], { id: entry.id, name: entry.name }, definitions)
  editor.writer.updateModdle(element, definitions, {
    rootElements: [...readChildren(definitions, 'rootElements'), created],
  })
  return null
}
