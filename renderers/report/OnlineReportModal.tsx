import { Modal, Spin } from 'antd'
import { ListTable } from '../list/ListTable'
import { SearchBar } from '../list/SearchBar'
import { SelectionAlert } from '../list/SelectionAlert'
import { SchemaErrorPanel } from '../schema/SchemaErrorPanel'
import { REPORT_POPUP_WIDTH } from './popup-values'
import type { ReportConfig } from './report-schema'
import { useReportConfig } from './use-report-config'
import { useReportList, type ReportListOptions } from './use-report-list'

type Row = Record<string, unknown>

export interface OnlineReportModalProps extends ReportListOptions {
  /** The report's code (getRpColumns/{code}). */
  code: string
  width?: number
  /** The chosen rows, after the confirm button. */
  onOk: (rows: Row[]) => void
  onClose: () => void
}

/**
 * The online-report popup (JPopupOnlReport): the report's own query form and paged table, drawn by the list
 * renderers from the page schema its config becomes; a click on a row toggles it.
 */
export function OnlineReportModal({
  code,
  width = REPORT_POPUP_WIDTH,
  onOk,
  onClose,
  ...options
}: OnlineReportModalProps) {
  const state = useReportConfig(code, options.groupId, onClose)
  if (state.status === 'ready')
    return (
      <ReportDialog config={state.config} rows={state.rows} width={width} onOk={onOk} onClose={onClose} {...options} />
    )
  return (
    <Modal open title="报表" width={width} cancelText="关闭" okButtonProps={{ disabled: true }} onCancel={onClose}>
      {state.status === 'invalid' ? (
        <SchemaErrorPanel source={`在线报表 ${code}`} problems={state.problems} />
      ) : (
        <Spin spinning={state.status === 'loading'} />
      )}
    </Modal>
  )
}

interface ReportDialogProps extends ReportListOptions {
  config: ReportConfig
  rows: boolean
  width: number
  onOk: (rows: Row[]) => void
  onClose: () => void
}

function ReportDialog({ config, rows, width, onOk, onClose, ...options }: ReportDialogProps) {
  const list = useReportList(config, { ...options, enabled: rows })
  const { search } = config.page
  const confirm = () => {
    const chosen = list.confirm()
    if (!chosen) return
    onOk(chosen)
    onClose()
  }
  return (
    <Modal
      open
      title={config.title}
      width={width}
      cancelText="关闭"
      onOk={confirm}
      onCancel={onClose}
      className="online-report-popup"
    >
      {search?.length ? (
        <SearchBar fields={search} initialValues={list.initialSearch} onSearch={list.search} onReset={list.reset} />
      ) : null}
      <SelectionAlert
        count={list.selectedRowKeys.length}
        onClear={list.clearSelection}
        onRefresh={search?.length ? undefined : list.reload}
      />
      <ListTable
        list={list}
        columns={config.page.columns}
        selectionType={options.multi ? 'checkbox' : 'radio'}
        onRowClick={list.toggle}
      />
    </Modal>
  )
}
