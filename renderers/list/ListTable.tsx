import { Empty, Table, type TableColumnsType } from 'antd'
import { useMemo, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import type { Action, Column } from '../generated/schema-language'
import { availabilityOf } from '../actions/availability'
import { actionKindOf, titleOf } from '../actions/registry'
import { WithReason } from '../actions/WithReason'
import { LinkButton, LinkDivider } from '../core/buttons'
import { useColumnDicts } from './column-dicts'
import { loadingRowCheckbox, withLoadingRowCells } from './tree-loading-row'
import { holdsStandIns, treeOf } from './tree-rows'
import { schemaColumn } from './schema-column'
import { statisticsSummary } from './statistics-rows'
import { keyOfRow, outsideSelectionCell, type TableSource } from './table-source'
import { DEFAULT_PAGE_SIZE_OPTIONS, type Row } from './use-list-controller'

/** Height of the scrolled body of a virtual table. */
const VIRTUAL_HEIGHT = 560
const DEFAULT_VIRTUAL_FROM = 100
const DEFAULT_COLUMN_WIDTH = 120
const NO_ACTIONS: Action[] = []

interface ListTableProps {
  list: TableSource
  columns: Column[]
  rowActions?: Action[]
  run?: (action: Action, record: Row) => void
  /** radio: one row at a time (default checkbox) */
  selectionType?: 'checkbox' | 'radio'
  /** A click on a row outside its checkbox (the online-report popup toggles the row). */
  onRowClick?: (record: Row) => void
  /** The parent row's scope of a list nested in a drawer ({record, parent}); row actions see it. */
  scope?: object
  /** The row last clicked, marked as chosen (its sub lists show under the table). */
  currentRow?: Row
  /** What a row shows expanded under it (its sub lists); not for tree lists, whose rows expand to their children. */
  expandedRow?: (record: Row) => ReactNode
}

/**
 * A row action's cell content: what its kind draws there (a router link), else a button that runs it, or that shows
 * disabled with why it cannot run on the row (删除 of a record approval keeps).
 */
function RowAction({
  action,
  scope,
  disabled,
  onRun,
}: {
  action: Action
  scope: object
  disabled?: string
  onRun: () => void
}) {
  const cell = actionKindOf(action.kind)?.cell
  if (cell) return cell(action, scope, titleOf(action))
  return (
    <WithReason reason={disabled}>
      <LinkButton disabled={!!disabled} onClick={onRun}>
        {titleOf(action)}
      </LinkButton>
    </WithReason>
  )
}

/** The table of a list: schema columns, a row-action column, selection, paging (or a virtual body for big pages). */
export function ListTable({
  list,
  columns,
  rowActions = NO_ACTIONS,
  run,
  selectionType,
  onRowClick,
  scope,
  currentRow,
  expandedRow,
}: ListTableProps) {
  const dicts = useColumnDicts(columns)
  const { page, query } = list
  const tree = treeOf(page)
  const pagination = page.pagination || undefined
  const virtual = list.paged && query.pageSize >= (pagination?.virtualFrom ?? DEFAULT_VIRTUAL_FROM)

  const tableColumns = useMemo<TableColumnsType<Row>>(() => {
    const shown: TableColumnsType<Row> = columns.map((column) => ({
      ...schemaColumn(column, dicts),
      sortOrder: query.sort.column === column.field ? (query.sort.order === 'asc' ? 'ascend' : 'descend') : null,
    }))
    if (!rowActions.length) return shown
    return [
      ...shown,
      {
        key: '__actions',
        title: '操作',
        align: 'center',
        fixed: 'right',
        width: Math.max(120, rowActions.length * 60),
        // A row's actions read as one line of links; wrapped, 删除 drops under 编辑 and every row doubles in height.
        onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
        render: (_: unknown, record: Row) => {
          const rowScope = { ...scope, record }
          return rowActions
            .map((action) => ({ action, availability: availabilityOf(action, rowScope, page) }))
            .filter(({ availability }) => availability.shown)
            .map(({ action, availability }, index) => (
              <span key={index}>
                {index > 0 && <LinkDivider />}
                <RowAction
                  action={action}
                  scope={rowScope}
                  disabled={availability.disabled}
                  onRun={() => run?.(action, record)}
                />
              </span>
            ))
        },
      },
    ]
  }, [columns, rowActions, dicts, query.sort, run, scope, page])

  // Only a tree whose rows say they have children holds stand-in rows; other lists draw their cells unwrapped.
  const standIns = holdsStandIns(page)
  const shownColumns = useMemo(
    () => (standIns ? withLoadingRowCells(tableColumns) : tableColumns),
    [standIns, tableColumns],
  )
  const selection = page.selection !== false
  const summary = useMemo(
    () => statisticsSummary(columns, { selection, actions: rowActions.length > 0 }),
    [columns, selection, rowActions.length],
  )
  const scrollX = tableColumns.reduce((sum, column) => sum + Number(column.width ?? DEFAULT_COLUMN_WIDTH), 0)
  return (
    <Table<Row>
      rowKey={list.rowKey}
      onRow={
        onRowClick &&
        ((record) => ({
          onClick: (event: MouseEvent<HTMLElement>) => outsideSelectionCell(event) && onRowClick(record),
          // A row that can be chosen is reached with Tab and chosen with Enter or Space, like a button.
          tabIndex: 0,
          'aria-selected': !!currentRow && keyOfRow(list, record) === keyOfRow(list, currentRow),
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return
            event.preventDefault()
            onRowClick(record)
          },
        }))
      }
      rowClassName={
        currentRow &&
        ((record) => (keyOfRow(list, record) === keyOfRow(list, currentRow) ? 'ant-table-row-selected' : ''))
      }
      size="middle"
      bordered
      columns={shownColumns}
      // No rows while the answer is awaited: antd then shows its spinner alone, not 暂无数据 under it.
      dataSource={list.loading && !list.rows.length ? undefined : list.rows}
      loading={list.loading}
      locale={
        list.notFound
          ? { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={list.notFound} /> }
          : undefined
      }
      virtual={virtual}
      // Columns keep the widths their schema gives them and a wide list scrolls sideways: squeezed into the window,
      // titles and dates broke over two or three lines.
      scroll={virtual ? { x: scrollX, y: VIRTUAL_HEIGHT } : { x: scrollX }}
      summary={summary}
      rowSelection={
        !selection
          ? undefined
          : {
              type: selectionType,
              // The selection column holds the 合计 title of the statistics rows: wide enough for two characters.
              columnWidth: summary ? 60 : undefined,
              selectedRowKeys: list.selectedRowKeys,
              onChange: (keys, rows) => list.select(keys, rows),
              preserveSelectedRowKeys: true,
              getCheckboxProps: standIns ? loadingRowCheckbox : undefined,
            }
      }
      expandable={
        tree
          ? {
              childrenColumnName: tree.childrenField ?? 'children',
              onExpand: (expanded, record) => expanded && list.expand?.(record),
            }
          : expandedRow && { expandedRowRender: expandedRow }
      }
      pagination={
        list.paged
          ? {
              current: query.pageNo,
              pageSize: query.pageSize,
              total: list.total,
              pageSizeOptions: (pagination?.pageSizeOptions ?? DEFAULT_PAGE_SIZE_OPTIONS).map(String),
              showQuickJumper: true,
              showSizeChanger: true,
              showTotal: (total, range) => `${range[0]}-${range[1]} 共 ${total} 条`,
            }
          : false
      }
      onChange={(pager, filters, sorter) =>
        list.changeTable({
          current: pager.current,
          pageSize: pager.pageSize,
          filters: filters,
          sorter,
        })
      }
    />
  )
}
