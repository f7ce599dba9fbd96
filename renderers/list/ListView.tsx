import { Badge, Card, Col, Row as GridRow, Tabs, theme } from 'antd'
import { lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'
import { useInRouterContext } from 'react-router-dom'
import type { Action, ListPageSchema, NestedList as NestedPage } from '../generated/schema-language'
import { AdvancedQueryButton } from '../query/AdvancedQueryButton'
import { useSession } from '../providers/EngineProvider'
import { addressOf } from './address-state'
import { ListTable } from './ListTable'
import { NamedLists } from './named-lists'
import { frameScopeOf, openedListOf, openingSearchOf, pinnedPageOf, searchFieldsOf, treeScopeOf } from './opened-list'
import { SearchBar } from './SearchBar'
import { SubListTabs } from './SubListTabs'
import type { SideTreeNode } from './side-tree-filter'
import { keyOfRow } from './table-source'
import { pageOfTab } from './tab-pages'
import { PinnedRecord, RECORD_PARAM } from './pinned-record'
import { Toolbar } from './Toolbar'
import { selectionDisabled } from '../actions/availability'
import { useActions } from '../actions/use-actions'
import { useListAddress, type ListAddress } from './use-list-address'
import { useListController, type Row } from './use-list-controller'
import { usePermissions } from './use-permissions'
import { useTabCounts } from './use-tab-counts'
import { useLatest } from '../core/use-latest'

// Only a list with a side tree loads the tree and its search box.
const SideTree = lazy(() => import('./SideTree').then((module) => ({ default: module.SideTree })))

const EMPTY_SCOPE = {}

type Values = Record<string, unknown>

/** How a list's search form starts and reports its searches: the address's values, written back on each search. */
interface SearchBinding {
  initialSearch?: Values
  onSearched?: (values: Values) => void
}

interface ListViewProps {
  page: ListPageSchema
  scope?: object
  nested?: boolean
}

/**
 * A list screen from its schema, under tabs when it declares them (each tab a list of its own). `scope` is
 * `{record, parent}` of the parent row when the list is nested in a drawer. A page's own list (not nested) inside
 * the app's router opens the tab and search its address names and writes them back as they change.
 */
export function ListView(props: ListViewProps) {
  const routed = useInRouterContext()
  return routed && !props.nested ? <AddressedList {...props} /> : <ListFrame {...props} />
}

function AddressedList(props: ListViewProps) {
  const address = useListAddress()
  return <ListFrame {...props} address={address} />
}

function ListFrame({
  page: given,
  scope = EMPTY_SCOPE,
  nested = false,
  address,
}: ListViewProps & { address?: ListAddress }) {
  const { user } = useSession()
  // The tab, search values and record the address opened the list with (the preload's first request reads the same).
  const [opened] = useState(() => openedListOf(given, address?.opened))
  // A list opened on one record (`?id=`) shows only it until the user clears that filter.
  const [pinned, setPinned] = useState(opened.pinned)
  const page = useMemo(() => pinnedPageOf(given, pinned), [given, pinned])
  const unpin = useCallback(() => {
    setPinned(undefined)
    address?.replace((current) => {
      const next = new URLSearchParams(current)
      next.delete(RECORD_PARAM)
      return next
    })
  }, [address])
  const pinnedTag = pinned ? <PinnedRecord onClear={unpin} /> : null
  const listScope = useMemo(() => frameScopeOf(user, scope, pinned), [user, scope, pinned])
  const tabPages = useMemo(() => page.tabs?.map((tab) => ({ tab, page: pageOfTab(page, tab) })), [page])
  const fields = useMemo(() => searchFieldsOf(page), [page])
  const [activeKey, setActiveKey] = useState(opened.tab)
  // The last search of each tab, so the address follows the tab shown.
  const searches = useRef<Record<string, Values>>({ [opened.tab ?? '']: opened.search })
  const counts = useTabCounts(tabPages, listScope, activeKey)
  const write = useCallback(
    (tab: string | undefined, search: Values) =>
      address?.replace((current) => addressOf(current, { tabs: page.tabs ?? [], tab, fields, search })),
    [address, page.tabs, fields],
  )
  const searched = useCallback(
    (key: string | undefined, values: Values) => {
      searches.current[key ?? ''] = values
      write(key, values)
    },
    [write],
  )
  const changeTab = useCallback(
    (key: string) => {
      setActiveKey(key)
      write(key, searches.current[key] ?? {})
    },
    [write],
  )
  const binding = (key: string | undefined, shown: ListPageSchema): SearchBinding =>
    address
      ? {
          initialSearch: key === opened.tab ? openingSearchOf(shown, opened) : undefined,
          onSearched: (values) => searched(key, values),
        }
      : {}
  const content = tabPages ? (
    <Tabs
      activeKey={activeKey}
      onChange={changeTab}
      items={tabPages.map(({ tab, page: shown }) => ({
        key: tab.key,
        label:
          counts[tab.key] === undefined ? (
            tab.title
          ) : (
            <>
              {tab.title} <Badge count={counts[tab.key]} showZero overflowCount={99999} color="#8c8c8c" />
            </>
          ),
        // Each tab's search form has its own name, so its inputs' ids (and the labels naming them) are its own.
        children: (
          <ListBody page={shown} scope={listScope} searchName={`search_${tab.key}`} {...binding(tab.key, shown)} />
        ),
      }))}
    />
  ) : (
    <ListBody page={page} scope={listScope} {...binding(undefined, page)} />
  )
  if (page.sideTree && !nested)
    return <ListBesideTree page={page} scope={listScope} pinned={pinnedTag} {...binding(undefined, page)} />
  return nested ? (
    content
  ) : (
    <Card variant="borderless">
      {pinnedTag}
      {content}
    </Card>
  )
}

/** A list with its side tree on the left: the chosen node narrows the rows through the fixed parameters. */
function ListBesideTree({
  page,
  scope,
  pinned,
  ...binding
}: { page: ListPageSchema; scope: object; pinned: ReactNode } & SearchBinding) {
  const [node, setNode] = useState<SideTreeNode>()
  const listScope = useMemo(() => treeScopeOf(scope, node), [scope, node])
  return (
    <GridRow gutter={16}>
      <Col xs={24} md={6}>
        <Suspense fallback={<Card size="small" title={page.sideTree!.title} loading />}>
          <SideTree tree={page.sideTree!} onChoose={setNode} />
        </Suspense>
      </Col>
      <Col xs={24} md={18}>
        <Card variant="borderless">
          {pinned}
          <ListBody page={page} scope={listScope} {...binding} />
        </Card>
      </Col>
    </GridRow>
  )
}

function ListBody({
  page,
  scope,
  initialSearch,
  onSearched,
  searchName,
}: { page: ListPageSchema; scope: object; searchName?: string } & SearchBinding) {
  const list = useListController(page, scope, initialSearch)
  const { run, overlay, close } = useActions(list, scope)
  const allowed = usePermissions(page)
  const columns = useMemo(() => page.columns.filter(allowed.column), [page.columns, allowed])
  const toolbar = useMemo(() => (page.toolbar ?? []).filter(allowed.action), [page.toolbar, allowed])
  const rowActions = useMemo(() => (page.rowActions ?? []).filter(allowed.action), [page.rowActions, allowed])
  const runRow = useCallback((action: Action, record: Row) => void run(action, record), [run])
  // The search form and the toolbar get callbacks that keep their identity (both are memoised): rows arriving redraw
  // the table alone.
  const latestSearched = useLatest(onSearched)
  const { search, reset } = list
  const defaults = page.searchDefaults
  const onSearch = useCallback(
    (values: Values) => {
      search(values)
      latestSearched.current?.(values)
    },
    [search, latestSearched],
  )
  const onReset = useCallback(() => {
    reset()
    latestSearched.current?.(defaults ?? {})
  }, [reset, latestSearched, defaults])
  const runToolbar = useCallback((action: Action) => void run(action), [run])
  const { selectedRows } = list
  const disabledOf = useCallback(
    (action: Action) => selectionDisabled(action, selectedRows, page),
    [selectedRows, page],
  )
  const { superSearch } = list
  const advancedQuery = useMemo(
    () => page.advancedQuery && <AdvancedQueryButton page={page} onQuery={superSearch} />,
    [page, superSearch],
  )
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
          startValues={initialSearch}
          name={searchName}
          onSearch={onSearch}
          onReset={onReset}
        />
      ) : null}
      <Toolbar
        actions={toolbar}
        run={runToolbar}
        disabledOf={disabledOf}
        selectedCount={page.selection === false ? undefined : list.selectedRowKeys.length}
        onClearSelection={list.clearSelection}
        extra={advancedQuery}
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
