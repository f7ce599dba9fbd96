import { DownloadOutlined } from '@ant-design/icons'
import { DOWNLOAD_FAILED, saveDownload } from '../../list/export-file'
import type { ActionKind } from '../action-kind'

/**
 * 导出: the rows of the current query (only the selected ones when some are, as `selections`) from `api.exportXls`,
 * saved as `<page title>.xls`.
 */
const exportXls: ActionKind = {
  title: '导出',
  icon: <DownloadOutlined />,
  api: 'exportXls',
  run: async ({ page, api, list, requests, message }) => {
    const fileName = `${page.title || '导出文件'}.xls`
    const params = { ...list.params(), selections: list.selectedRowKeys.join(',') || undefined }
    if (!(await saveDownload(() => requests.download(api.exportXls!, params), fileName)))
      message.warning(DOWNLOAD_FAILED)
  },
}

export default exportXls
