import { DownloadOutlined } from '@ant-design/icons'
import { DOWNLOAD_FAILED, saveDownload } from '../../core/export-file'
import type { ActionKind } from '../action-kind'

/**
 * 导出: the rows of the current query (only the selected ones when some are, as `selections`) from `api.exportXls`,
 * saved as `<page title>.xls` (`.xlsx` when the server answers an .xlsx: `savedName`). With `paramsStr` the whole query goes as one JSON parameter of that name, as the
 * online-form export reads it.
 */
const exportXls: ActionKind = {
  title: '导出',
  icon: <DownloadOutlined />,
  api: 'exportXls',
  run: async ({ action, page, api, list, requests, message }) => {
    const fileName = `${page.title || '导出文件'}.xls`
    const query = { ...list.params(), selections: list.selectedRowKeys.join(',') || undefined }
    const params = action.paramsStr ? { paramsStr: JSON.stringify(query) } : query
    if (!(await saveDownload(() => requests.download(api.exportXls!, params), fileName)))
      message.warning(DOWNLOAD_FAILED)
  },
}

export default exportXls
