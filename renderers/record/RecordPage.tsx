import { Button, Card, Space, Tabs, Typography } from 'antd'
import { lazy, Suspense, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { availabilityOf } from '../actions/availability'
import { NamedPages } from '../actions/named-pages'
import { useActions } from '../actions/use-actions'
import { actionKindOf, titleOf } from '../actions/registry'
import { WithReason } from '../actions/WithReason'
import { findEntity } from '../core/entities'
import { LazyResult } from '../core/LazyResult'
import type { Row } from '../core/rows-of'
import { textOf } from '../core/text-of'
import type { ListPageSchema, RecordPageSchema } from '../generated/schema-language'
import { NestedList } from '../list/ListView'
import { NamedLists } from '../list/named-lists'
import { usePermissions } from '../list/use-permissions'
import { useComponents } from '../providers/EngineProvider'
import { useShownAgain } from '../dashboard/use-shown-again'
import { approvalTrailTab } from './approval-trail'
import { RecordFigures } from './RecordFigures'
import { RecordTags } from './RecordTags'
import { useRecord } from './use-record'

// The read-only form brings Formily: it loads with the first record page, not with the lists.
const RecordView = lazy(() => import('../form/RecordView'))

/** The list page a data log tab shows: the system's 数据日志, narrowed to the record. */
const DATA_LOG_PAGE = 'system/DataLogList'

export interface RecordPageProps {
  page: RecordPageSchema
  /** The record's key, from the route `/<menu path>/:id`. */
  id: string
  /** Tells the shell the record's name, for its tab and window title. */
  onTitle?: (title: string) => void
}

/** The list page the record page names, fetched and checked; its problem when it has one. */
function useListPage(name: string): { list?: ListPageSchema; error?: string } {
  const loadList = useContext(NamedPages)
  const [state, setState] = useState<{ list?: ListPageSchema; error?: string }>({})
  useEffect(() => {
    if (!loadList) return
    let current = true
    loadList(name).then(
      (list) => current && setState({ list }),
      (error: Error) => current && setState({ error: error.message }),
    )
    return () => {
      current = false
    }
  }, [loadList, name])
  return state
}

/**
 * A record with its relations (`kind: record`): its title, tags and figures, its actions, and tabs of its read-only
 * form, related lists (each a named list page narrowed by `fixedParams` seeing the record as `parent`) and its data
 * log. An id the backend does not answer (none, or outside the user's data rules) shows 404 instead of an empty form.
 */
export function RecordPage({ page, id, onTitle }: RecordPageProps) {
  const { pageLoading: PageLoading } = useComponents()
  const { list, error } = useListPage(page.list)
  const [version, setVersion] = useState(0)
  const box = useRef<HTMLDivElement>(null)
  const shownAgain = useShownAgain(box)
  const loaded = useRecord(list, id, version)
  const record = loaded && 'record' in loaded ? loaded.record : undefined
  const title = record ? textOf(record[page.titleField]) : ''
  useEffect(() => {
    if (title) onTitle?.(title)
  }, [title, onTitle])
  if (error) return <LazyResult status="error" title="页面加载失败" subTitle={error} />
  if (!loaded || !list) return <PageLoading />
  if (!record) return <LazyResult status="404" title="404" subTitle={'missing' in loaded ? loaded.missing : ''} />
  return (
    <div ref={box}>
      <RecordBody
        page={page}
        list={list}
        record={record}
        title={title}
        version={version + shownAgain}
        reload={() => setVersion((value) => value + 1)}
      />
    </div>
  )
}

function RecordBody({
  page,
  list,
  record,
  title,
  version,
  reload,
}: {
  page: RecordPageSchema
  list: ListPageSchema
  record: Row
  title: string
  version: number
  reload: () => void
}) {
  const drawNamed = useContext(NamedLists)
  const rowKey = list.rowKey ?? 'id'
  const allowed = usePermissions(list)
  const actions = useMemo(() => (page.actions ?? []).filter(allowed.action), [page.actions, allowed])
  const host = useMemo(
    () => ({
      page: list,
      rowKey,
      selectedRowKeys: [],
      selectedRows: [],
      params: () => ({}),
      reload,
      clearSelection: () => undefined,
      removed: reload,
    }),
    [list, rowKey, reload],
  )
  const { run, overlay, close } = useActions(host)
  const scope = useMemo(() => ({ record, parent: record }), [record])
  const table = list.entity ? findEntity(list.entity)?.['x-table'] : undefined
  const tabs = [
    ...(page.tabs ?? []).map((tab) => ({
      key: tab.key,
      label: tab.title,
      children: drawNamed?.(tab.page, scope, tab.fixedParams),
    })),
    ...(page.dataLog && table
      ? [
          {
            key: 'dataLog',
            label: '数据日志',
            children: drawNamed?.(DATA_LOG_PAGE, scope, { dataTable: table, dataId: '{{parent.id}}' }),
          },
        ]
      : []),
    ...(page.approvalTrail ? [approvalTrailTab(list, scope, drawNamed)] : []),
  ]
  return (
    <>
      <Card variant="borderless">
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Space size="middle" wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {title || page.title}
            </Typography.Title>
            {page.tags?.length ? <RecordTags record={record} fields={page.tags} entity={list.entity} /> : null}
          </Space>
          <Space wrap>
            {actions.map((action, index) => {
              const { shown, disabled } = availabilityOf(action, scope, list)
              if (!shown) return null
              // A kind drawn as a link (link: an app route) opens it; the others run on the record.
              const cell = actionKindOf(action.kind)?.cell
              if (cell) return <span key={index}>{cell(action, scope, titleOf(action))}</span>
              return (
                <WithReason key={index} reason={disabled}>
                  <Button
                    type={index === 0 ? 'primary' : 'default'}
                    disabled={!!disabled}
                    onClick={() => void run(action, record)}
                  >
                    {titleOf(action)}
                  </Button>
                </WithReason>
              )
            })}
          </Space>
        </Space>
        <RecordFigures page={page} entity={list.entity} record={record} version={version} />
      </Card>
      <Card variant="borderless" style={{ marginTop: 16 }}>
        {/* A save on the page draws the related lists again, so what it added shows in them. */}
        <Tabs
          key={version}
          items={[
            {
              key: 'detail',
              label: '详情',
              children: list.form ? (
                <Suspense fallback={null}>
                  <RecordView spec={list.detail ?? list.form} record={record} />
                </Suspense>
              ) : null,
            },
            ...tabs,
          ]}
        />
      </Card>
      <Suspense fallback={null}>{overlay?.({ close, reload, NestedList })}</Suspense>
    </>
  )
}
