import { App, TreeSelect } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { useDictionaries } from '../../providers/EngineProvider'
import { useDebouncedSearch } from '../parts/use-debounced-search'
import { CONDITION_MESSAGE, isValidCondition } from '../parts/tree-select/condition'
import { TREE_POPUP, useLazyTree } from '../parts/tree-select/tree-loading'
import { toOptions, type TreeOption } from '../parts/tree-select/tree-nodes'
import { useTreeValue, type LabeledValue } from '../parts/tree-select/use-tree-value'

/** Typing in the box searches the whole table after this pause, for at most this many matches. */
export const TREE_SEARCH_DELAY = 800
export const TREE_SEARCH_PAGE_SIZE = 50

export interface JTreeSelectProps {
  /** `table,text,code`: the table, its label column and its value column. */
  dict: string
  pidField?: string
  /** The pid of the first level ("0" or empty for roots). */
  pidValue?: string
  /** Column saying whether a row has children ("1"); empty: the server looks for child rows. */
  hasChildField?: string
  /** A JSON object of column → value equalities that every node must meet. */
  condition?: string
  multiple?: boolean
  placeholder?: string
  disabled?: boolean
  value?: string
  onChange?: (value: string) => void
  /** The element naming the select (a form field's label). */
  'aria-labelledby'?: string
}

/** The dictionary tree select (JTreeSelect): a lazy tree of any table over `/sys/dict/loadTreeData`. */
export function JTreeSelect({
  dict,
  pidField = 'pid',
  pidValue = '',
  hasChildField = '',
  condition = '',
  multiple,
  placeholder = '请选择',
  disabled,
  value,
  onChange,
  'aria-labelledby': labelledBy,
}: JTreeSelectProps) {
  const { message } = App.useApp()
  const dictionaries = useDictionaries()
  const [tableName = '', text = '', code = ''] = dict.split(',')
  const valid = isValidCondition(condition)
  const [found, setFound] = useState<TreeOption[] | null>(null)

  const loadLevel = useCallback(
    async (pid: string) => {
      const answer = await dictionaries.tree({ pid, tableName, text, code, pidField, hasChildField, condition })
      return answer.success ? toOptions(answer.result) : []
    },
    [tableName, text, code, pidField, hasChildField, condition, dictionaries],
  )
  const { tree, setRoots, known, loadNode } = useLazyTree(loadLevel)

  useEffect(() => {
    if (!valid) {
      message.error(CONDITION_MESSAGE)
      return
    }
    let current = true
    loadLevel(pidValue).then(
      (roots) => current && setRoots(roots),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [valid, loadLevel, pidValue, setRoots, message])

  const { treeValue, change } = useTreeValue({
    value,
    multiple,
    onChange,
    known,
    lookup: async (values) => (await dictionaries.texts(dict, values.join(','))).result ?? undefined,
  })

  const { search, cancel } = useDebouncedSearch(
    (keyword) => dictionaries.search(dict, { keyword, pageSize: TREE_SEARCH_PAGE_SIZE }),
    (answer) => {
      if (!answer.success) {
        message.warning(answer.message)
        return
      }
      setFound(
        (answer.result ?? []).map((item) => ({ id: item.value, value: item.value, title: item.text, isLeaf: true })),
      )
    },
    TREE_SEARCH_DELAY,
  )

  const onSearch = (keyword: string) => {
    if (keyword.trim()) search(keyword.trim())
    else {
      cancel()
      setFound(null)
    }
  }

  return (
    <TreeSelect
      {...TREE_POPUP}
      aria-labelledby={labelledBy}
      filterTreeNode={false}
      disabled={disabled || !valid}
      placeholder={placeholder}
      multiple={multiple}
      treeData={found ?? tree}
      loadData={found ? undefined : loadNode}
      value={treeValue}
      onSearch={onSearch}
      onChange={(next: LabeledValue | LabeledValue[] | undefined) => {
        setFound(null)
        change(next)
      }}
    />
  )
}
