import { Empty, Input, Spin, Tree } from 'antd'
import { useMemo, useState } from 'react'
import type { PickerTree } from '../generated/schema-language'
import type { PickerConfig, Row } from './picker-config'
import type { Selection } from './selection'
import { toTreeData } from './tree-data'
import { flattenTree, matchingKeys, parentKeys, splitTitle } from './tree-search'
import { treeFields, useTreeNodes } from './use-tree-nodes'

interface CheckTreeProps {
  config: PickerConfig
  tree: PickerTree
  selection: Selection
  onSelect: (selection: Selection) => void
}

/** Highlighted part of a node title that matches the search. */
function Title({ text, search }: { text: string; search: string }) {
  const parts = splitTitle(text, search)
  if (!parts) return <span>{text}</span>
  return (
    <span>
      {parts.before}
      <span className="picker-tree-match" style={{ color: '#f50' }}>
        {parts.match}
      </span>
      {parts.after}
    </span>
  )
}

/**
 * The nodes to pick as a checkable tree (departments). Enter in the search box highlights the matching titles and
 * opens their parents; a single-select tree keeps only the last checked node.
 */
export function CheckTree({ config, tree, selection, onSelect }: CheckTreeProps) {
  const { nodes } = useTreeNodes(config.schema.api!.tree!, tree)
  const keys = useMemo(() => treeFields(tree), [tree])
  const [search, setSearch] = useState('')
  // What the user opened or closed by hand since the last search; until then the search's parents or the roots.
  const [expandedKeys, setExpandedKeys] = useState<string[]>()
  const [autoExpandParent, setAutoExpandParent] = useState(true)
  const all = useMemo(() => flattenTree(nodes ?? []), [nodes])
  const treeData = useMemo(
    () => toTreeData(nodes ?? [], keys, (text) => <Title text={text} search={search} />),
    [nodes, keys, search],
  )
  // Until the user opens or closes a node, the roots with children are open.
  const rootKeys = useMemo(
    () =>
      (nodes ?? [])
        .filter((node) => Array.isArray(node.children) && node.children.length)
        .map((node) => String(node[keys.keyField])),
    [nodes, keys.keyField],
  )

  // Derived from the nodes, not read when Enter is pressed: a search typed while the tree still loads opens the
  // matches' parents once it arrives.
  const matches = useMemo(() => matchingKeys(nodes ?? [], search, keys), [nodes, search, keys])
  const searchParents = useMemo(
    () => (search && nodes ? parentKeys(nodes, matches, keys) : undefined),
    [nodes, search, matches, keys],
  )

  const runSearch = (text: string) => {
    const trimmed = text.trim()
    setSearch(trimmed)
    if (!trimmed) return
    setExpandedKeys(undefined)
    setAutoExpandParent(true)
  }

  const checkedKeys = selection.rows.map((row) => String(row[keys.keyField]))
  const check = (checked: string[]) => {
    const chosen = config.multiple ? checked : checked.filter((key) => !checkedKeys.includes(key)).slice(-1)
    const rows = chosen
      .map((key) => all.find((node) => String(node[keys.keyField]) === key))
      .filter((node): node is Row => !!node)
    onSelect({ rows })
  }

  return (
    <div>
      <Input.Search
        placeholder={tree.searchPlaceholder ?? '请输入名称按回车进行搜索'}
        allowClear
        onSearch={runSearch}
        style={{ marginBottom: 8 }}
      />
      {!nodes ? (
        <Spin />
      ) : nodes.length === 0 ? (
        <Empty />
      ) : (
        <div style={{ height: 350, overflowY: 'auto' }}>
          <Tree
            checkable
            checkStrictly
            blockNode
            treeData={treeData}
            expandedKeys={expandedKeys ?? searchParents ?? rootKeys}
            autoExpandParent={autoExpandParent}
            onExpand={(expanded) => {
              setExpandedKeys(expanded.map(String))
              setAutoExpandParent(false)
            }}
            checkedKeys={checkedKeys}
            onCheck={(checked) => check((Array.isArray(checked) ? checked : checked.checked).map(String))}
            onSelect={(_selected, info) => {
              const key = String(info.node.key)
              check(checkedKeys.includes(key) ? checkedKeys.filter((item) => item !== key) : [...checkedKeys, key])
            }}
          />
        </div>
      )}
      {search && nodes && matches.length === 0 && <Empty description="没有查询到任何数据" />}
    </div>
  )
}
