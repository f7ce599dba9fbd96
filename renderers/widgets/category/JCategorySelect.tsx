import { App, TreeSelect } from 'antd'
import { useCallback, useEffect } from 'react'
import type { TreeSelectModel } from '../../generated/entities'
import { useDataProvider } from '../../providers/EngineProvider'
import { TREE_POPUP, useLazyTree } from '../parts/tree-select/tree-loading'
import { toOptions } from '../parts/tree-select/tree-nodes'
import { useTreeValue, type LabeledValue } from '../parts/tree-select/use-tree-value'

export interface JCategorySelectProps {
  /** The id of the box, the one a label names. */
  id?: string
  /** The element naming the box (a form field's label). */
  'aria-labelledby'?: string
  /** Code of the category whose children are the first level; "0" (default) for the roots. */
  pcode?: string
  /** What the field stores: the category id (default) or its hierarchical code. */
  field?: 'id' | 'code'
  /** Load the whole tree at once (the box can then search every name) rather than level by level. */
  loadAll?: boolean
  multiple?: boolean
  placeholder?: string
  disabled?: boolean
  value?: string
  onChange?: (value: string) => void
}

/**
 * The category tree select over `/sys/category`: `loadTreeRoot` for the first level (a failure shows the server's
 * message as an error), `loadTreeChildren` for the rest, `loadOne` (one value) or `loadDictItem` (several ids) for the
 * names of values not loaded yet.
 */
export function JCategorySelect({
  id,
  'aria-labelledby': labelledBy,
  pcode = '0',
  field = 'id',
  loadAll = false,
  multiple,
  placeholder = '请选择',
  disabled,
  value,
  onChange,
}: JCategorySelectProps) {
  const { message } = App.useApp()
  const data = useDataProvider()
  const valueOf = useCallback(
    (node: TreeSelectModel) => (field === 'code' ? (node.code ?? node.key) : node.key),
    [field],
  )

  const loadChildren = useCallback(
    async (pid: string) => {
      const answer = await data.get<TreeSelectModel[]>({ url: '/sys/category/loadTreeChildren', params: { pid } })
      return answer.success ? toOptions(answer.result, valueOf) : []
    },
    [valueOf, data],
  )
  const { tree, setRoots, known, loadNode } = useLazyTree(loadChildren)

  useEffect(() => {
    let current = true
    data.get<TreeSelectModel[]>({ url: '/sys/category/loadTreeRoot', params: { pcode, async: !loadAll } }).then(
      (answer) => {
        if (!current) return
        if (answer.success) setRoots(toOptions(answer.result, valueOf))
        else message.error(answer.message)
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [pcode, loadAll, valueOf, setRoots, message, data])

  const lookup = async (values: string[]): Promise<string[] | undefined> => {
    if (values.length === 1) {
      const answer = await data.get<{ name: string }>({
        url: '/sys/category/loadOne',
        params: { field, val: values[0] },
      })
      return answer.success ? [answer.result.name] : undefined
    }
    if (field !== 'id') return undefined
    const answer = await data.get<string[]>({ url: '/sys/category/loadDictItem/', params: { ids: values.join(',') } })
    return answer.success ? (answer.result ?? undefined) : undefined
  }
  const { treeValue, change } = useTreeValue({ value, multiple, onChange, known, lookup })

  return (
    <TreeSelect
      {...TREE_POPUP}
      id={id}
      aria-labelledby={labelledBy}
      style={{ width: '100%' }}
      treeNodeFilterProp="title"
      disabled={disabled}
      placeholder={placeholder}
      multiple={multiple}
      treeData={tree}
      loadData={loadAll ? undefined : loadNode}
      value={treeValue}
      onChange={(next: LabeledValue | LabeledValue[] | undefined) => change(next)}
    />
  )
}
