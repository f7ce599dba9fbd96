import { Alert } from 'antd'
import { SafeHtml } from '../parts/SafeHtml'
import { fillPlaceholders } from '@schemas/rules/template-placeholders'

interface TemplatePreviewProps {
  /** The template text with `${…}` placeholders. */
  template?: string
  /** The data to fill them with, as JSON text (what the user types as test data). */
  data?: string
  /** The template is rich text: the filled HTML shows sanitized rather than as text. */
  html?: boolean
}

/** What a template reads once its placeholders are filled with the data, updated as the user edits the data. */
export function TemplatePreview({ template = '', data = '', html = false }: TemplatePreviewProps) {
  const filled = fillPlaceholders(template, data)
  if (!filled.ok) return <Alert type="warning" showIcon message={filled.problem} />
  return (
    <div role="region" aria-label="预览">
      {html ? <SafeHtml html={filled.text} /> : <div style={{ whiteSpace: 'pre-wrap' }}>{filled.text}</div>}
      {filled.missing.length > 0 && (
        <Alert type="warning" showIcon message={`测试数据缺少：${filled.missing.join('、')}`} />
      )}
    </div>
  )
}
