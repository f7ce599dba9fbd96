import { useRef, useState } from 'react'
import { App, Button, Dropdown, Modal, Space } from 'antd'
import { DownloadOutlined, EyeOutlined, FolderOpenOutlined } from '@ant-design/icons'
import { useDesigner } from '../modeler/context'
import { exportXml, flavourMismatchMessage, importDiagram } from '../modeler/import'
import { downloadText, xmlToJson } from './file-output'

const processName = (xml: string) => /<bpmn2?:process[^>]*\sname="([^"]*)"/.exec(xml)?.[1] || 'diagram'

/** Open a local .xml/.bpmn file, download as XML/SVG/BPMN, preview as XML or JSON. */
export function FileActions() {
  const { modeler, flavour } = useDesigner()
  const { message } = App.useApp()
  const input = useRef<HTMLInputElement>(null)
  const [preview, setPreview] = useState<{ title: string; text: string } | null>(null)

  const open = async (file: File) => {
    const xml = await file.text()
    try {
      const outcome = await importDiagram(modeler, xml, flavour, () => true)
      if (outcome?.foreignFlavour) message.warning(flavourMismatchMessage(outcome.foreignFlavour, flavour.name))
    } catch {
      // Import errors are not reported, as in the original designer.
    }
  }

  const download = async (kind: string) => {
    if (kind === 'svg') {
      const { svg } = await modeler.saveSVG()
      const xml = await exportXml(modeler)
      downloadText(`${processName(xml ?? '')}.svg`, svg, 'image/svg+xml')
      return
    }
    const xml = await exportXml(modeler)
    if (xml) downloadText(`${processName(xml)}.${kind}`, xml, 'application/xml')
  }

  const showPreview = async (kind: string) => {
    const xml = await exportXml(modeler)
    if (xml)
      setPreview(kind === 'json' ? { title: '预览 JSON', text: xmlToJson(xml) } : { title: '预览 XML', text: xml })
  }

  return (
    <Space.Compact>
      <Button icon={<FolderOpenOutlined />} onClick={() => input.current?.click()}>
        打开文件
      </Button>
      <input
        ref={input}
        type="file"
        accept=".xml,.bpmn"
        hidden
        data-testid="bpmn-open-file"
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) void open(file)
        }}
      />
      <Dropdown
        menu={{
          items: [
            { key: 'xml', label: '下载为 XML 文件' },
            { key: 'svg', label: '下载为 SVG 文件' },
            { key: 'bpmn', label: '下载为 BPMN 文件' },
          ],
          onClick: ({ key }) => void download(key),
        }}
      >
        <Button icon={<DownloadOutlined />}>下载文件</Button>
      </Dropdown>
      <Dropdown
        menu={{
          items: [
            { key: 'xml', label: '预览 XML' },
            { key: 'json', label: '预览 JSON' },
          ],
          onClick: ({ key }) => void showPreview(key),
        }}
      >
        <Button icon={<EyeOutlined />}>预览</Button>
      </Dropdown>
      <Modal
        open={preview !== null}
        title={preview?.title}
        width="80%"
        footer={null}
        onCancel={() => setPreview(null)}
        destroyOnHidden
      >
        <pre style={{ maxHeight: '70vh', overflow: 'auto', margin: 0 }} data-testid="bpmn-preview">
          {preview?.text}
        </pre>
      </Modal>
    </Space.Compact>
  )
}
