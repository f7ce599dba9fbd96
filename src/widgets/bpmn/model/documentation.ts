import { createElement } from './extension-elements'
import type { DiagramElement, Editor } from './types'
import { readChildren, readText } from './read'

export function readDocumentation(element: DiagramElement): string {
  return readText(readChildren(element.businessObject, 'documentation')[0], 'text')
}

export function setDocumentation(editor: Editor, element: DiagramElement, text: string): void {
  const documentation = text ? [createElement(editor, 'bpmn:Documentation', { text }, element.businessObject)] : []
  editor.writer.update(element, { documentation })
}
