import type { Flavour } from '../flavours'
import type { DiagramElement, Editor, ModdleElement } from './types'
import { readText } from './read'

/** `camunda:assignee` for `assignee` in the camunda flavour. */
export const qualified = (flavour: Flavour, name: string) => `${flavour.prefix}:${name}`

export function readAttribute(flavour: Flavour, target: ModdleElement, name: string): unknown {
  return target.get(qualified(flavour, name))
}

/** A text attribute of the engine's namespace, '' when absent. */
export const readTextAttribute = (flavour: Flavour, target: ModdleElement, name: string): string =>
  readText(target, qualified(flavour, name))

/** Empty strings are removed rather than written as empty attributes. */
export const orUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/** Writes engine attributes onto the element's own business object. */
export function setAttributes(editor: Editor, element: DiagramElement, values: Record<string, unknown>): void {
  setModdleAttributes(editor, element, element.businessObject, values)
}

/** Writes engine attributes onto any moddle element that belongs to the diagram element. */
export function setModdleAttributes(
  editor: Editor,
  element: DiagramElement,
  target: ModdleElement,
  values: Record<string, unknown>,
): void {
  const properties = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [qualified(editor.flavour, name), orUndefined(value)]),
  )
  if (target === element.businessObject) editor.writer.update(element, properties)
  else editor.writer.updateModdle(element, target, properties)
}

/** Boolean attributes the descriptor does not declare on that element (camunda async flags on loops) come back as strings. */
export function readFlag(flavour: Flavour, target: ModdleElement, name: string): boolean {
  const value = readAttribute(flavour, target, name)
  return value === true || value === 'true'
}
