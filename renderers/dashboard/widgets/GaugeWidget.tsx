import { Col, Progress, Row as GridRow, Typography } from 'antd'
import type { GaugeWidget as GaugeWidgetSchema } from '../../generated/schema-language'
import { formatValue } from '../value-format'
import { numberOf, rowsOf, textOf } from '../widget-data'

/** A dial turns orange past 70 % and red past 90 %, as a disk filling up should catch the eye. */
const strokeOf = (percent: number) => (percent > 90 ? '#f5222d' : percent > 70 ? '#fa8c16' : '#1890ff')

/** One dial per row (four to a row on wide screens): the percentage, the row's name, and its captions. */
export default function GaugeWidget({ widget, data }: { widget: GaugeWidgetSchema; data: unknown }) {
  return (
    <GridRow gutter={[16, 16]}>
      {rowsOf(data).map((row, index) => {
        const percent = numberOf(row, widget.field) ?? 0
        const name = textOf(row, widget.category)
        return (
          <Col key={`${name}-${index}`} xs={24} sm={12} xl={6} style={{ textAlign: 'center' }}>
            <Progress
              type="dashboard"
              percent={percent}
              strokeColor={strokeOf(percent)}
              aria-label={`${name} ${percent}%`}
            />
            <Typography.Title level={5} style={{ margin: 0 }}>
              {name}
            </Typography.Title>
            {widget.captions?.map((caption) => (
              <div key={caption.field}>
                <Typography.Text type="secondary">
                  {caption.title}：{formatValue(row[caption.field], caption.format)}
                </Typography.Text>
              </div>
            ))}
          </Col>
        )
      })}
    </GridRow>
  )
}
