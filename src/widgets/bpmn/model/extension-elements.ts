import type { DiagramElement, Editor, ModdleElement } from './types'
import { readChild, readChildren } from './read'

/** Extension elements of one type (`camunda:TaskListener` …) in document order. */
export function extensionsOf(target: ModdleElement, type: string): ModdleElement[] {
  const values = readChildren(readChild(target, 'extensionElements'), 'values')
  return values.filter((value) => value.$instanceOf(type))
}

/** Creates a moddle element and attaches its children, since moddle.create sets no `$parent`. */
export function createElement(
  editor: Editor,
  type: string,
  attributes: Record<string, unknown>,
  parent?: ModdleElement,
): ModdleElement {
  const element = editor.moddle.create(type, attributes)
  if (parent) element.$parent = parent
  for (const value of Object.values(attributes)) {
    const children = Array.isArray(value) ? value : [value]
    for (const child of children)
      if (child && typeof child === 'object' && '$type' in child) (child as ModdleElement).$parent = element
  }
  return element
}

/**
 * Replaces every extension element of `type` with `replacements`, keeping the others where they are.
 * An `<extensionElements>` container is created on demand and dropped once it is empty.
 */
export function replaceExtensions(
  editor: Editor,
  element: DiagramElement,
  target: ModdleElement,
  type: string,
  replacements: ModdleElement[],
): void {
  const container = readChild(target, 'extensionElements')
  const others = readChildren(container, 'values').filter((value) => !value.$instanceOf(type))
  const values = [...others, ...replacements]
  if (container && values.length > 0) {
    for (const value of replacements) value.$parent = container
    editor.writer.updateModdle(element, container, { values })
    return
  }
  const extensionElements =
    values.length > 0 ? createElement(editor, 'bpmn:ExtensionElements', { values }, target) : undefined
  if (target === element.businessObject) editor.writer.update(element, { extensionElements })
  else editor.writer.updateModdle(element, target, { extensionElements })
}
