import type { Row } from './picker-config'
import { textOf } from '../core/text-of'

export interface TreeKeys {
  keyField: string
  titleField: string
}

const childrenOf = (node: Row): Row[] => (Array.isArray(node.children) ? (node.children as Row[]) : [])

/** Every node of a tree, depth first. */
export function flattenTree(nodes: Row[]): Row[] {
  return nodes.flatMap((node) => [node, ...flattenTree(childrenOf(node))])
}

/** Keys of the nodes whose title contains the text. */
export function matchingKeys(nodes: Row[], text: string, keys: TreeKeys): string[] {
  if (!text) return []
  return flattenTree(nodes)
    .filter((node) => textOf(node[keys.titleField]).includes(text))
    .map((node) => String(node[keys.keyField]))
}

/** Keys of the ancestors of the given nodes: expanding them shows every match. */
export function parentKeys(nodes: Row[], targets: readonly string[], keys: TreeKeys): string[] {
  const found = new Set<string>()
  const walk = (list: Row[], ancestors: string[]) => {
    for (const node of list) {
      const key = String(node[keys.keyField])
      if (targets.includes(key)) ancestors.forEach((ancestor) => found.add(ancestor))
      walk(childrenOf(node), [...ancestors, key])
    }
  }
  walk(nodes, [])
  return [...found]
}

/** A title split around the first occurrence of the text, for highlighting it. */
export function splitTitle(title: string, text: string): { before: string; match: string; after: string } | undefined {
  const at = text ? title.indexOf(text) : -1
  if (at < 0) return undefined
  return { before: title.slice(0, at), match: text, after: title.slice(at + text.length) }
}
