import { qualified } from './attributes'
import { createElement, extensionsOf, replaceExtensions } from './extension-elements'
import type { DiagramElement, Editor } from './types'
import { readChildren, readText } from './read'

export interface ExtensionProperty {
  name: string
  value: string
}

/** Name/value pairs of `<x:properties>`, the element's extension properties. */
export function readExtensionProperties(editor: Pick<Editor, 'flavour'>, element: DiagramElement): ExtensionProperty[] {
  const container = extensionsOf(element.businessObject, qualified(editor.flavour, 'Properties'))[0]
  return readChildren(container, 'values').map((property) => ({
    name: readText(property, 'name'),
    value: readText(property, 'value'),
  }))
}

export function writeExtensionProperties(
  editor: Editor,
  element: DiagramElement,
  properties: ExtensionProperty[],
): void {
  const type = (name: string) => qualified(editor.flavour, name)
  const values = properties.map((property) => createElement(editor, type('Property'), { ...property }))
  const containers = values.length > 0 ? [createElement(editor, type('Properties'), { values })] : []
  replaceExtensions(editor, element, element.businessObject, type('Properties'), containers)
}
