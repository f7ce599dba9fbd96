import { App, Input, Modal, Spin } from 'antd'
import { useEffect, useState } from 'react'
import type { OverlayProps } from '@renderers'
import { loadCgformConfig } from '../cgform-api'
import { cgformPage } from '../cgform-schema'

/** Where a versioned copy of the screen goes in the repository: schemas/pages/<component>.json. */
const META_SCHEMA = '../../meta/list-page.schema.json'

/** Saves text as a file the browser downloads. */
function download(text: string, fileName: string): void {
  const link = document.createElement('a')
  link.href = URL.createObjectURL(new Blob([text], { type: 'application/json;charset=utf-8' }))
  link.download = fileName
  link.click()
  URL.revokeObjectURL(link.href)
}

/**
 * 导出页面配置: the online form as the page schema it is drawn from, to download and keep in the repository as
 * schemas/pages/<name>.json (a screen then versioned with the code, served without the online form).
 */
export default function CgformExportOverlay({ record, onClose }: OverlayProps) {
  const { message } = App.useApp()
  const [json, setJson] = useState<string>()
  const fileName = `${String(record.tableName)}.json`
  useEffect(() => {
    let current = true
    void loadCgformConfig(String(record.id)).then((config) => {
      if (!current) return
      if (config.status !== 'ready') {
        message.warning(config.status === 'unsynced' ? '表单未同步数据库' : config.message)
        onClose()
        return
      }
      const { page } = cgformPage(config.columns, config.queryInfo, config.formItem)
      setJson(JSON.stringify({ $schema: META_SCHEMA, ...page }, null, 2))
    })
    return () => {
      current = false
    }
  }, [record.id, message, onClose])
  return (
    <Modal
      open
      width={900}
      title="导出页面配置"
      okText="下载"
      cancelText="关闭"
      okButtonProps={{ disabled: !json }}
      onOk={() => json && download(json, fileName)}
      onCancel={onClose}
    >
      <p>
        下载为 <code>schemas/pages/…/{fileName}</code>，即可随代码版本管理此页面。
      </p>
      {json ? <Input.TextArea value={json} readOnly autoSize={{ minRows: 12, maxRows: 24 }} /> : <Spin />}
    </Modal>
  )
}
