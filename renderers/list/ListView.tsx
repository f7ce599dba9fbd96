import { Card, Drawer, Tabs } from 'antd'
import { lazy, Suspense, useCallback, useMemo } from 'react'
import type { Action, ListPageSchema } from '@/generated/validators'
import { OVERLAYS, type OverlayProps } from '../registry/overlays'
import { AdvancedQueryButton } from '../query/AdvancedQueryButton'
import { ListTable } from './ListTable'
import { SearchBar } from './SearchBar'
import { pageOfTab } from './tab-pages'
import { Toolbar } from './Toolbar'
import { labelOf, useActions } from './use-actions'
import { useListController, type Row } from './use-list-controller'
import { usePermissions } from './use-permissions'

const EMPTY_SCOPE = {}

// What an action opens (the Formily form, the import dialog, the tree assignment) loads when it first opens: the
// list's first rows wait for none of it.
const FormContainer = lazy(() => import('../form/FormContainer').then((module) => ({ default: module.FormContainer })))
const ImportModal = lazy(() => import('./ImportModal').then((module) => ({ default: module.ImportModal })))
const TreeAssignDrawer = lazy(() =>
  import('../tree/TreeAssignDrawer').then((module) => ({ default: module.TreeAssignDrawer })),
)

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
  return nested ? content : <Card variant="borderless">{content}</Card>
}

function ListBody({ page, scope }: { page: ListPageSchema; scope: object }) {
  const list = useListController(page, scope)
  const { run, overlay, close } = useActions(list, scope)
  const allowed = usePermissions(page)
  const columns = useMemo(() => page.columns.filter(allowed.column), [page.columns, allowed])
  const toolbar = useMemo(() => (page.toolbar ?? []).filter(allowed.action), [page.toolbar, allowed])
  const rowActions = useMemo(() => (page.rowActions ?? []).filter(allowed.action), [page.rowActions, allowed])
  const runRow = useCallback((action: Action, record: Row) => void run(action, record), [run])
  // A nested list's fixed params and actions see the row it belongs to as `record` and as `parent`.
  const drawerScope = useMemo(
    () => (overlay?.type === 'listDrawer' ? { record: overlay.record, parent: overlay.record } : EMPTY_SCOPE),
    [overlay],
  )

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
      <ListTable list={list} columns={columns} rowActions={rowActions} run={runRow} scope={scope} />
      {overlay?.type === 'listDrawer' && overlay.action.page && (
        <Drawer
          open
          title={labelOf(overlay.action)}
          width={overlay.action.width ?? 700}
          onClose={close}
          destroyOnHidden
        >
          <ListView page={overlay.action.page} scope={drawerScope} nested />
        </Drawer>
      )}
      <Suspense fallback={null}>
        {overlay?.type === 'form' && (
          <FormContainer
            request={overlay.request}
            onClose={close}
            onSaved={() => {
              close()
              list.reload()
            }}
          />
        )}
        {overlay?.type === 'import' && page.api?.importExcel && (
          <ImportModal url={page.api.importExcel} onClose={close} onImported={list.reload} />
        )}
        {overlay?.type === 'treeAssign' && overlay.action.treeAssign && (
          <TreeAssignDrawer
            spec={overlay.action.treeAssign}
            record={overlay.record}
            title={labelOf(overlay.action)}
            onClose={close}
          />
        )}
      </Suspense>
      {overlay?.type === 'overlay' && (
        <RegisteredOverlay
          name={overlay.name}
          record={overlay.record}
          props={overlay.props}
          onClose={close}
          onChanged={list.reload}
        />
      )}
    </>
  )
}

function RegisteredOverlay({ name, ...rest }: { name: string } & OverlayProps) {
  const Overlay = OVERLAYS[name]
  return Overlay ? (
    <Suspense fallback={null}>
      <Overlay {...rest} />
    </Suspense>
  ) : null
}
