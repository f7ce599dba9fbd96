import { Alert, Card, Input, Spin, Tree } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import type { ListPageSchema } from '../generated/schema-language'
import { useDataProvider } from '../providers/EngineProvider'
import { filterTree, type SideTreeNode } from './side-tree-filter'

type SideTreeSchema = NonNullable<ListPageSchema['sideTree']>

const isNodeList = (value: unknown): value is SideTreeNode[] => Array.isArray(value)

/**
 * The tree beside a list: loaded once, searched in place, and a click on a node chooses it (again: none), which the
 * list takes as `node` in its fixed parameters' scope.
 */
export function SideTree({ tree, onChoose }: { tree: SideTreeSchema; onChoose: (node?: SideTreeNode) => void }) {
  const data = useDataProvider()
  const [nodes, setNodes] = useState<SideTreeNode[]>()
  const [failure, setFailure] = useState<string>()
  const [text, setText] = useState('')
  const [chosen, setChosen] = useState<string>()
  useEffect(() => {
    let current = true
    data.get({ url: tree.api }).then(
      (answer) => {
        if (!current) return
        if (answer.success && isNodeList(answer.result)) setNodes(answer.result)
        else setFailure(answer.message || '加载失败')
      },
      (error: Error) => current && setFailure(error.message),
    )
    return () => {
      current = false
    }
  }, [data, tree.api])
  const shown = useMemo(() => filterTree(nodes ?? [], text), [nodes, text])
  return (
    <Card size="small" title={tree.title}>
      {tree.searchPlaceholder && (
        <Input.Search
          allowClear
          placeholder={tree.searchPlaceholder}
          onChange={(event) => setText(event.target.value)}
          style={{ marginBottom: 8 }}
        />
      )}
      {failure ? (
        <Alert type="error" showIcon message={failure} />
      ) : nodes ? (
        <Tree<SideTreeNode>
          treeData={shown}
          defaultExpandAll
          selectedKeys={chosen ? [chosen] : []}
          onSelect={(_, { node, selected }) => {
            setChosen(selected ? node.key : undefined)
            onChoose(selected ? node : undefined)
          }}
        />
      ) : (
        <Spin />
      )}
    </Card>
  )
}
