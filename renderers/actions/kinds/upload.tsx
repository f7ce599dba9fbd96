import { UploadOutlined } from '@ant-design/icons'
import { lazy } from 'react'
import type { ActionKind } from '../action-kind'

// The dialog loads when it first opens: the list's first rows wait for none of it.
const UploadFilesModal = lazy(() =>
  import('../../upload/UploadFilesModal').then((module) => ({ default: module.UploadFilesModal })),
)

/** 上传 (toolbar): the dialog sending picked files to `upload.url` with their progress; the list shows each stored file. */
const upload: ActionKind = {
  title: '上传',
  icon: <UploadOutlined />,
  check: (action, { problem, inToolbar }) => {
    if (!action.upload) problem(['upload'], '缺少上传配置 upload')
    if (!inToolbar) problem(['kind'], '上传操作只能用于工具栏 toolbar')
  },
  run: ({ action, title, open }) => {
    const spec = action.upload
    if (spec)
      open(({ close, reload }) => <UploadFilesModal spec={spec} title={title} onClose={close} onUploaded={reload} />)
  },
}

export default upload
