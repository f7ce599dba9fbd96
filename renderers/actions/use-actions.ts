import { App } from 'antd'
import { createElement, lazy, useCallback, useContext, useMemo, useState } from 'react'
import type { Action, ListPageSchema } from '../generated/schema-language'
import type { ActionContext, ActionList, ActionRequests, OverlayRender } from './action-kind'
import { NamedPages } from './named-pages'
import { actionKindOf, titleOf } from './registry'
import type { DataProvider } from '../providers/data-provider'
import { useComponents, useDataProvider, useSession } from '../providers/EngineProvider'
import type { Row } from '../core/rows-of'
import { useLatest } from '../core/use-latest'
import { sendCall } from '../providers/send-call'

// The Formily form loads when an action first opens it: the list's first rows wait for none of it.
const FormContainer = lazy(() => import('../form/FormContainer').then((module) => ({ default: module.FormContainer })))

/** The requests the action kinds send, through the data provider the app handed the engine. */
const requestsOf = (data: DataProvider): ActionRequests => ({
  get: (url, params) => data.get({ url, params }),
  post: (url, body) => data.create({ url, body }),
  put: (url, body) => data.update({ url, body }),
  delete: (url, params) => data.delete({ url, params }),
  download: (url, params) => data.download({ url, params }),
  call: (call, scope, values) => sendCall(data, call, scope, values),
})

/**
 * Runs the toolbar and row actions of a list schema through the registered action kinds: the selection a toolbar
 * action needs (请选择一条记录！ when none), the confirmations and messages, and what a kind opens over the list.
 */
export function useActions(list: ActionList & { page: ListPageSchema }, parentScope: object = {}) {
  const { message, modal } = App.useApp()
  const data = useDataProvider()
  const session = useSession()
  const { formHandlers } = useComponents()
  const requests = useMemo(() => requestsOf(data), [data])
  const [overlay, setOverlay] = useState<{ render: OverlayRender }>()
  const loadList = useContext(NamedPages)
  const { page } = list

  const confirm = (title: string, content: string) =>
    new Promise<boolean>((resolve) => {
      void modal.confirm({
        title,
        content,
        okText: '确定',
        cancelText: '取消',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      })
    })

  const open = (render: OverlayRender) => setOverlay({ render })

  const context = (action: Action, record?: Row): ActionContext => ({
    action,
    title: titleOf(action),
    record,
    scope: {
      ...parentScope,
      record: record ?? {},
      selectedRowKeys: list.selectedRowKeys,
      selectedIds: list.selectedRowKeys.join(','),
      selectedRows: list.selectedRows,
      session: { token: session.token },
    },
    parentScope,
    page,
    api: page.api ?? {},
    list,
    requests,
    message,
    signOut: session.signOut,
    confirm,
    report: (answer, after) => {
      if (answer.success) {
        message.success(answer.message || '操作成功')
        after()
      } else message.warning(answer.message || '操作失败')
    },
    openForm: (request) =>
      open(({ close, reload }) =>
        createElement(FormContainer, {
          request,
          onClose: close,
          onSaved: () => {
            close()
            reload()
          },
        }),
      ),
    open,
    loadList,
    formHandlers,
  })

  async function run(action: Action, record?: Row): Promise<void> {
    // Unknown kinds do not get this far: the schema check names them before the page renders.
    const kind = actionKindOf(action.kind)
    if (!kind) return
    if ((action.requiresSelection || kind.needsSelection) && !record && list.selectedRowKeys.length === 0) {
      message.warning('请选择一条记录！')
      return
    }
    if (kind.needsRecord && !record) return
    await kind.run(context(action, record))
  }

  // One stable function for the table's row-action cells, always running the latest closure.
  const latest = useLatest(run)
  const stableRun = useCallback((action: Action, record?: Row) => latest.current(action, record), [latest])
  const close = useCallback(() => setOverlay(undefined), [])
  return { run: stableRun, overlay: overlay?.render, close }
}
