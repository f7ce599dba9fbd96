import { App } from 'antd'
import { useCallback, useState } from 'react'
import { http } from '@/http'
import type { Action } from '@/generated/validators'
import type { FormRequest } from '../form/FormContainer'
import { resolveMap } from '../schema/templates'
import { useLatest } from '../use-latest'
import { DOWNLOAD_FAILED, saveDownload } from './export-file'
import { sendCall } from './send-call'
import type { ListController, Row } from './use-list-controller'

/** What an action opens over the list. */
export type Overlay =
  | { type: 'form'; request: FormRequest }
  | { type: 'import' }
  | { type: 'listDrawer'; action: Action; record: Row }
  | { type: 'treeAssign'; action: Action; record: Row }
  | { type: 'overlay'; name: string; record: Row; props: Row }

export const DEFAULT_LABELS: Record<Action['kind'], string> = {
  add: '新增',
  edit: '编辑',
  detail: '详情',
  delete: '删除',
  deleteBatch: '批量删除',
  exportXls: '导出',
  importExcel: '导入',
  call: '执行',
  form: '填写',
  listDrawer: '查看',
  treeAssign: '授权',
  link: '打开',
  overlay: '查看',
}

export const labelOf = (action: Action): string => action.title ?? DEFAULT_LABELS[action.kind]

/**
 * Runs the toolbar and row actions of a list schema: opening forms and drawers, deleting, exporting, calling an
 * api with the row or the selection, with the confirmations and messages of spec §8.
 */
export function useActions(list: ListController, parentScope: object = {}) {
  const { message, modal } = App.useApp()
  const [overlay, setOverlay] = useState<Overlay>()
  const { page, rowKey } = list
  const api = page.api ?? {}

  const scopeOf = (record?: Row) => ({
    ...parentScope,
    record: record ?? {},
    selectedRowKeys: list.selectedRowKeys,
    selectedIds: list.selectedRowKeys.join(','),
    selectedRows: list.selectedRows,
  })

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

  const report = (answer: { success: boolean; message: string }, after: () => void) => {
    if (answer.success) {
      message.success(answer.message || '操作成功')
      after()
    } else message.warning(answer.message || '操作失败')
  }

  /** The record as queryById answers it (rows of a list may lack fields), else the row itself. */
  const fullRecord = async (record: Row): Promise<Row> => {
    if (!api.queryById) return record
    const answer = await http.get<Row>(api.queryById, { id: record[rowKey] }).catch(() => undefined)
    return answer?.success && answer.result ? { ...record, ...answer.result } : record
  }

  const openForm = async (action: Action, mode: FormRequest['mode'], row?: Row) => {
    const spec = mode === 'detail' ? (page.detail ?? page.form) : page.form
    if (!spec) return
    const fixed = resolveMap(page.fixedParams, parentScope)
    const record = row && mode !== 'add' ? await fullRecord(row) : row
    const initialValues =
      mode === 'add' ? { ...fixed, ...resolveMap(action.initialValues, scopeOf(row)) } : { ...record }
    const submit =
      mode === 'add'
        ? (values: Row) => http.post(api.add!, values)
        : mode === 'edit'
          ? (values: Row) => http.put(api.edit!, values)
          : undefined
    setOverlay({
      type: 'form',
      request: {
        title: labelOf(action),
        spec,
        mode,
        record: mode === 'add' ? undefined : record,
        initialValues,
        submit,
      },
    })
  }

  const exportXls = async () => {
    const fileName = `${page.title || '导出文件'}.xls`
    const params = { ...list.params(), selections: list.selectedRowKeys.join(',') || undefined }
    if (!(await saveDownload(() => http.download(api.exportXls!, params), fileName))) message.warning(DOWNLOAD_FAILED)
  }

  async function run(action: Action, record?: Row): Promise<void> {
    const scope = scopeOf(record)
    if (action.requiresSelection && !record && list.selectedRowKeys.length === 0) {
      message.warning('请选择一条记录！')
      return
    }
    switch (action.kind) {
      case 'add':
      case 'edit':
      case 'detail':
        return openForm(action, action.kind, record)
      case 'delete': {
        if (!record || !(await confirm('确认删除', action.confirm ?? '是否删除选中数据?'))) return
        return report(await http.delete(api.delete!, { id: record[rowKey] }), () => list.removed(1))
      }
      case 'deleteBatch': {
        const count = list.selectedRowKeys.length
        if (count === 0) {
          message.warning('请选择一条记录！')
          return
        }
        if (!(await confirm('确认删除', `确定要删除这 ${count} 项吗?`))) return
        return report(await http.delete(api.deleteBatch!, { ids: list.selectedRowKeys.join(',') }), () =>
          list.removed(count),
        )
      }
      case 'exportXls':
        return exportXls()
      case 'importExcel':
        return setOverlay({ type: 'import' })
      case 'call': {
        if (action.confirm && !(await confirm(labelOf(action), action.confirm))) return
        return report(await sendCall(action.call!, scope), () => {
          if (!record) list.clearSelection()
          list.reload()
        })
      }
      case 'form':
        return setOverlay({
          type: 'form',
          request: {
            title: labelOf(action),
            spec: action.form!,
            // A toolbar form has no row: it adds, so `$mode === 'edit'` conditions stay off.
            mode: record ? 'edit' : 'add',
            record,
            initialValues: resolveMap(action.initialValues, scope),
            submit: (values) => sendCall(action.call!, scope, values),
          },
        })
      case 'listDrawer':
      case 'treeAssign':
        return setOverlay({ type: action.kind, action, record: record ?? {} })
      case 'overlay':
        return setOverlay({
          type: 'overlay',
          name: action.overlay!.name,
          record: record ?? {},
          props: resolveMap(action.overlay!.props, scope),
        })
      case 'link':
        // Rendered as a router link by the table; there is nothing to run.
        return
    }
  }

  // One stable function for the table's row-action cells, always running the latest closure.
  const latest = useLatest(run)
  const stableRun = useCallback((action: Action, record?: Row) => latest.current(action, record), [latest])
  const close = useCallback(() => setOverlay(undefined), [])
  return { run: stableRun, overlay, close }
}
