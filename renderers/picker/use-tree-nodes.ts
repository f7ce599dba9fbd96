import { App } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import type { PickerTree } from '../generated/schema-language'
import { useDataProvider } from '../providers/EngineProvider'
import { rowsOf } from '../core/rows-of'
import type { Row } from './picker-config'

/** The key and title fields of a picker's tree nodes. */
export const treeFields = (tree: PickerTree) => ({
  keyField: tree.keyField ?? 'key',
  titleField: tree.titleField ?? 'title',
})

function withChildren(nodes: Row[], key: string, children: Row[], keyField: string): Row[] {
  return nodes.map((node) => {
    if (String(node[keyField]) === key) return { ...node, children, isLeaf: children.length === 0 }
    return Array.isArray(node.children)
      ? { ...node, children: withChildren(node.children as Row[], key, children, keyField) }
      : node
  })
}

/** A picker's tree: the whole tree from its url, or (lazy) the roots, with each node's children loaded on demand. */
export function useTreeNodes(url: string, tree: PickerTree) {
  const { message } = App.useApp()
  const data = useDataProvider()
  const [nodes, setNodes] = useState<Row[]>()
  const { keyField } = treeFields(tree)

  useEffect(() => {
    let current = true
    data.get({ url }).then(
      (answer) => {
        if (!current) return
        if (!answer.success) message.warning(answer.message)
        setNodes(rowsOf(answer.result))
      },
      () => current && setNodes([]),
    )
    return () => {
      current = false
    }
  }, [url, message, data])

  const loadChildren = useCallback(
    async (key: string) => {
      const answer = await data.get({ url, params: { [tree.parentParam ?? 'pid']: key } })
      if (!answer.success) {
        message.warning(answer.message)
        return
      }
      setNodes((current) => withChildren(current ?? [], key, rowsOf(answer.result), keyField))
    },
    [url, tree.parentParam, keyField, message, data],
  )

  return { nodes, loadChildren }
}
