import { PreviewLink } from '../../upload/RowFileLinks'
import type { ActionKind } from '../action-kind'

/** 预览 (a row action): the row's `file`, an image inline, a document through the online preview service. */
const preview: ActionKind = {
  title: '预览',
  check: (action, { inToolbar, problem }) => {
    if (!action.file) problem(['file'], '缺少文件配置 file')
    if (inToolbar) problem(['kind'], '预览操作只能用于行操作 rowActions')
  },
  cell: (action, scope, title) =>
    action.file ? (
      <PreviewLink fileRef={action.file} record={(scope as { record: object }).record} title={title} />
    ) : null,
  run: () => undefined,
}

export default preview
