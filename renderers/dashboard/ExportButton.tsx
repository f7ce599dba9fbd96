import { DownloadOutlined } from '@ant-design/icons'
import { App, Button } from 'antd'
import { useState } from 'react'
import { DOWNLOAD_FAILED, saveDownload } from '../core/export-file'
import type { DataProvider } from '../providers/data-provider'
import { useDataProvider } from '../providers/EngineProvider'

interface ExportButtonProps {
  title?: string
  /** The saved file's name (`<widget title>.xls`; `.xlsx` when the server answers an .xlsx). */
  fileName: string
  download: (data: DataProvider) => Promise<Blob>
}

/**
 * 导出 in a card's header. A year of figures takes the server a moment to write, so the button spins and reads
 * 导出中… until the file is saved; a refused export warns 文件下载失败 as the lists' export does.
 */
export function ExportButton({ title = '导出', fileName, download }: ExportButtonProps) {
  const data = useDataProvider()
  const { message } = App.useApp()
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      if (!(await saveDownload(() => download(data), fileName))) message.warning(DOWNLOAD_FAILED)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button size="small" icon={<DownloadOutlined />} loading={busy} aria-busy={busy} onClick={() => void run()}>
      {busy ? '导出中…' : title}
    </Button>
  )
}
