import { Card, Col, Row as GridRow, Tabs, theme } from 'antd'
import { lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import type { Action, ListPageSchema, NestedList as NestedPage } from '../generated/schema-language'
import { AdvancedQueryButton } from '../query/AdvancedQueryButton'
import { ListTable } from './ListTable'
import { NamedLists } from './named-lists'
import { SearchBar } from './SearchBar'
import { SubListTabs } from './SubListTabs'
import type { SideTreeNode } from './side-tree-filter'
import { keyOfRow } from './table-source'
import { pageOfTab } from './tab-pages'
import { Toolbar } from './Toolbar'
import { useActions } from '../actions/use-actions'
import { useListController, type Row } from './use-list-controller'
import { usePermissions } from './use-permissions'

// Only a list with a side tree loads the tree and its search box.
const SideTree = lazy(() => import('./SideTree').then((module) => ({ default: module.SideTree })))

const EMPTY_SCOPE = {}

/**
 * A list screen from its schema, under tabs when it declares them (each tab a list of its own). `scope` is
 * `{record, parent}` of the parent row when the list is nested in a drawer.
 */
export function ListView({
  page,
  scope = EMPTY_SCOPE,
  nested = false,
}: {
  page: ListPageSchema
  scope?: object
  nested?: boolean
}) {
  const tabPages = useMemo(() => page.tabs?.map((tab) => ({ tab, page: pageOfTab(page, tab) })), [page])
  const content = tabPages ? (
    <Tabs
      items={tabPages.map(({ tab, page: shown }) => ({
        key: tab.key,
        label: tab.title,
        children: <ListBody page={shown} scope={scope} />,
      }))}
    />
  ) : (
    <ListBody page={page} scope={scope} />
  )
  if (page.sideTree && !nested) return <ListBesideTree page={page} scope={scope} />
  return nested ? content : <Card variant="borderless">{content}</Card>
}

/** A list with its side tree on the left: the chosen node narrows the rows through the fixed parameters. */
function ListBesideTree({ page, scope }: { page: ListPageSchema; scope: object }) {
  const [node, setNode] = useState<SideTreeNode>()
  const listScope = useMemo(() => ({ ...scope, node: node ?? {} }), [scope, node])
  return (
    <GridRow gutter={16}>
      <Col xs={24} md={6}>
        <Suspense fallback={<Card size="small" title={page.sideTree!.title} loading />}>
          <SideTree tree={page.sideTree!} onChoose={setNode} />
        </Suspense>
      </Col>
      <Col xs={24} md={18}>
        <Card variant="borderless">
          <ListBody page={page} scope={listScope} />
        </Card>
      </Col>
    </GridRow>
  )
}

function ListBody({ page, scope }: { page: ListPageSchema; scope: object }) {
  const list = useListController(page, scope)
  const { run, overlay, close } = useActions(list, scope)
  const allowed = usePermissions(page)
  const columns = useMemo(() => page.columns.filter(allowed.column), [page.columns, allowed])
  const toolbar = useMemo(() => (page.toolbar ?? []).filter(allowed.action), [page.toolbar, allowed])
  const rowActions = useMemo(() => (page.rowActions ?? []).filter(allowed.action), [page.rowActions, allowed])
  const runRow = useCallback((action: Action, record: Row) => void run(action, record), [run])
  const [clicked, setClicked] = useState<Row>()
  const { token } = theme.useToken()
  // The clicked row as the list holds it now: its values after a reload, nothing once it is gone (deleted).
  const current = clicked && list.rows.find((row) => keyOfRow(list, row) === keyOfRow(list, clicked))
  const subLists = page.subLists
  const subListsOf = useCallback(
    (record: Row): ReactNode => subLists && <SubListTabs lists={subLists.lists} record={record} List={NestedList} />,
    [subLists],
  )
  const below = subLists?.layout === 'below'

  return (
    <>
      {page.search?.length ? (
        <SearchBar
          fields={page.search}
          initialValues={page.searchDefaults}
          onSearch={list.search}
          onReset={list.reset}
        />
      ) : null}
      <Toolbar
        actions={toolbar}
        run={(action) => void run(action)}
        selectedCount={page.selection === false ? undefined : list.selectedRowKeys.length}
        onClearSelection={list.clearSelection}
        extra={page.advancedQuery && <AdvancedQueryButton page={page} onQuery={list.superSearch} />}
      />
      <ListTable
        list={list}
        columns={columns}
        rowActions={rowActions}
        run={runRow}
        scope={scope}
        {...(below ? { onRowClick: setClicked, currentRow: current } : {})}
        {...(subLists?.layout === 'expand' ? { expandedRow: subListsOf } : {})}
      />
      {below ? (
        <div className="list-sub-lists" style={{ marginTop: 16 }}>
          {current ? (
            subListsOf(current)
          ) : (
            <span style={{ color: token.colorTextSecondary }}>点击上方的一行，查看它的明细</span>
          )}
        </div>
      ) : null}
      <Suspense fallback={null}>{overlay?.({ close, reload: list.reload, NestedList })}</Suspense>
    </>
  )
}

/**
 * A list drawn inside another page (a drawer of a row's children, a sub list, a list under a form): written in place,
 * or named by its component path and fetched when it first shows.
 */
export function NestedList({ page, scope }: { page: NestedPage; scope: object }) {
  const drawNamed = useContext(NamedLists)
  if (typeof page !== 'string') return <ListView page={page} scope={scope} nested />
  if (!drawNamed) throw new Error(`页面 ${page} 只能由页面配置的渲染器（SchemaPage）打开`)
  return drawNamed(page, scope)
}
