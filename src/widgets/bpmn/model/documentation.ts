import { createElement } from './extension-elements'
import type { DiagramElement, Editor } from './types'

export function readDocumentation(element: DiagramElement): string {
  return element.businessObject.get('documentation')?.[0]?.get('text') ?? ''
}

export function setDocumentation(editor: Editor, element: DiagramElement, text: string): void {
  const documentation = text ? [createElement(editor, 'bpmn:Documentation', { text }, element.businessObject)] : []
  editor.writer.update(element, { documentation })
}
