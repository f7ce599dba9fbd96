import { UploadOutlined } from '@ant-design/icons'
import { lazy } from 'react'
import type { ActionKind } from '../action-kind'

// The dialog loads when it first opens: the list's first rows wait for none of it.
const ImportModal = lazy(() => import('../ImportModal').then((module) => ({ default: module.ImportModal })))

/** 导入: the Excel upload dialog posting to `api.importExcel`; the list reloads after an import. */
const importExcel: ActionKind = {
  title: '导入',
  icon: <UploadOutlined />,
  api: 'importExcel',
  run: ({ api, open }) => {
    const url = api.importExcel
    if (url) open((host) => <ImportModal url={url} onClose={host.close} onImported={host.reload} />)
  },
}

export default importExcel
