import { DownloadLink } from '../../upload/RowFileLinks'
import type { ActionKind } from '../action-kind'

/** 下载 (a row action): a link saving the row's `file` under its name. */
const download: ActionKind = {
  title: '下载',
  check: (action, { inToolbar, problem }) => {
    if (!action.file) problem(['file'], '缺少文件配置 file')
    if (inToolbar) problem(['kind'], '下载操作只能用于行操作 rowActions')
  },
  cell: (action, scope, title) =>
    action.file ? (
      <DownloadLink fileRef={action.file} record={(scope as { record: object }).record} title={title} />
    ) : null,
  run: () => undefined,
}

export default download
