import { Button } from 'antd'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import type { Row } from '../core/rows-of'
import { loadPage, pageSource } from '../schema/page-sources'
import { SchemaErrorPanel } from '../schema/SchemaErrorPanel'
import { useValidation } from '../schema/use-validation'
import { useComponents } from '../providers/EngineProvider'
import { PREVIEW_STYLE } from './print-style'
import { PrintDocument } from './PrintDocument'

/** The template checked like any page: a broken one lists its problems with their JSON pointers instead of sheets. */
function CheckedTemplate({ template, schema, record }: { template: string; schema: unknown; record: Row }) {
  const { pageLoading: PageLoading } = useComponents()
  const validation = useValidation(schema)
  if (!validation) return <PageLoading />
  if (!validation.ok) return <SchemaErrorPanel source={pageSource(template)} problems={validation.problems} />
  if (validation.page.kind !== 'print')
    return (
      <SchemaErrorPanel
        source={pageSource(template)}
        problems={[{ pointer: '/kind', message: '打印模板的页面类型应为 print' }]}
      />
    )
  return <PrintDocument page={validation.page} record={record} />
}

/**
 * 打印: the record in its print template over the whole window, with 打印 opening the browser's own print dialog
 * (print or save as PDF; no server) and 关闭 (or Esc) going back.
 */
export default function PrintPreview({
  template,
  record,
  onClose,
}: {
  template: string
  record: Row
  onClose: () => void
}) {
  const [schema, setSchema] = useState<unknown>()
  useEffect(() => {
    let current = true
    void loadPage(template).then((loaded) => current && setSchema(loaded))
    return () => {
      current = false
    }
  }, [template])
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
    window.addEventListener('keydown', closeOnEscape)
    return () => window.removeEventListener('keydown', closeOnEscape)
  }, [onClose])
  return createPortal(
    <div className="print-preview" role="dialog" aria-label="打印预览">
      <style>{PREVIEW_STYLE}</style>
      <div className="print-preview-toolbar">
        <Button type="primary" onClick={() => window.print()}>
          打印
        </Button>
        <Button onClick={onClose}>关闭</Button>
      </div>
      {schema !== undefined && <CheckedTemplate template={template} schema={schema} record={record} />}
    </div>,
    document.body,
  )
}
