import type { DiagramElement, Editor } from './types'
import { readText } from './read'

/** XML NCName-like: what an engine accepts as a process key or element id. */
const IDENTIFIER = /^[A-Za-z_][\w.-]*$/

export const isIdentifier = (value: string) => IDENTIFIER.test(value)

export interface GeneralInfo {
  id: string
  name: string
}

export function readGeneral(element: DiagramElement): GeneralInfo {
  const bo = element.businessObject
  return { id: readText(bo, 'id'), name: readText(bo, 'name') }
}

/** The process's key and name are both required. */
export function validateProcessBase(info: GeneralInfo): string | null {
  if (!info.id.trim()) return '流程标识不能为空'
  if (!info.name.trim()) return '流程名称不能为空'
  return null
}

/** Updates the id only when the new value is a valid identifier; returns whether it did. */
export function setId(editor: Editor, element: DiagramElement, id: string): boolean {
  if (!isIdentifier(id) || id === element.businessObject.get('id')) return false
  editor.writer.update(element, { id })
  return true
}

export function setName(editor: Editor, element: DiagramElement, name: string): void {
  editor.writer.update(element, { name: name === '' ? undefined : name })
}
