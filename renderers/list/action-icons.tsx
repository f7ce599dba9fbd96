import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons'
import type { ReactNode } from 'react'
import type { Action } from '@/generated/validators'

/** The icon a toolbar button of each kind carries. */
export const ACTION_ICONS: Partial<Record<Action['kind'], ReactNode>> = {
  add: <PlusOutlined />,
  importExcel: <UploadOutlined />,
  exportXls: <DownloadOutlined />,
  deleteBatch: <DeleteOutlined />,
}
