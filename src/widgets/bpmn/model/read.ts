import type { ModdleElement } from './types'

/*
 * bpmn-moddle instances carry no static types, so `get` answers `unknown`. These readers state the shape the BPMN
 * and engine descriptors give a property (text attribute, single child, child list), which is what moddle returns.
 */

export const readText = (target: ModdleElement | undefined, name: string): string =>
  (target?.get(name) as string | undefined) ?? ''

export const readChild = (target: ModdleElement | undefined, name: string): ModdleElement | undefined =>
  target?.get(name) as ModdleElement | undefined

export const readChildren = (target: ModdleElement | undefined, name: string): ModdleElement[] =>
  (target?.get(name) as ModdleElement[] | undefined) ?? []
