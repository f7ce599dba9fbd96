import { Button, Col, Row as Grid } from 'antd'
import { useMemo, useState } from 'react'
import { SearchBar } from '../list/SearchBar'
import { PickerTable } from './PickerTable'
import { SelectedList } from './SelectedList'
import { TreeFilter } from './TreeFilter'
import type { PickerConfig } from './picker-config'
import type { Selection } from './selection'
import { usePickerList } from './use-picker-list'

/** The picker's query form opens over a list with a search form of its own: distinct input ids. */
const SEARCH_FORM = 'picker-search'

interface ChooserProps {
  config: PickerConfig
  selection: Selection
  onSelect: (selection: Selection) => void
}

/** Query form, paged table and, where the schema asks, the chosen rows with their 删除 links. */
export function TableChooser({ config, selection, onSelect }: ChooserProps) {
  const list = usePickerList(config)
  const body = (
    <>
      {config.schema.search?.length ? (
        <SearchBar name={SEARCH_FORM} fields={config.schema.search} onSearch={list.search} onReset={list.reset} />
      ) : null}
      <PickerTable config={config} list={list} selection={selection} onSelect={onSelect} />
    </>
  )
  if (!config.schema.selectedList) return body
  return (
    <Grid gutter={18}>
      <Col span={16}>{body}</Col>
      <Col span={8}>
        <SelectedList config={config} selection={selection} onSelect={onSelect} />
      </Col>
    </Grid>
  )
}

/** A tree on the left (departments) narrowing the table on the right, which has its search boxes and 重置. */
export function TreeTableChooser({ config, selection, onSelect }: ChooserProps) {
  const tree = config.schema.tree!
  const [node, setNode] = useState<string>()
  const filter = useMemo(() => (node ? { [tree.filterParam!]: node } : {}), [node, tree.filterParam])
  const list = usePickerList(config, filter)
  const chooseNode = (key: string) => {
    setNode(key)
    list.search(list.query.search)
  }
  const reset = () => {
    setNode(undefined)
    list.reset()
  }
  return (
    <Grid gutter={10}>
      <Col md={6} sm={24}>
        <TreeFilter url={config.schema.api!.tree!} tree={tree} selectedKey={node} onSelect={chooseNode} />
      </Col>
      <Col md={18} sm={24}>
        {config.schema.search?.length ? (
          <SearchBar name={SEARCH_FORM} fields={config.schema.search} onSearch={list.search} onReset={reset} />
        ) : (
          <Button onClick={reset} style={{ marginBottom: 16 }}>
            重置
          </Button>
        )}
        <PickerTable config={config} list={list} selection={selection} onSelect={onSelect} />
      </Col>
    </Grid>
  )
}
