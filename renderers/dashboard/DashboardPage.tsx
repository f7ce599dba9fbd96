import { Col, Row } from 'antd'
import { useRef, useState } from 'react'
import type { DashboardPageSchema, Widget as WidgetSchema } from '../generated/schema-language'
import { DashboardSources } from './named-sources'
import { initialPeriod, PeriodBar } from './PeriodBar'
import { useShownAgain } from './use-shown-again'
import { Widget } from './Widget'

/** Columns a widget takes when its schema does not say: figures four to a row on wide screens, the rest two. */
const DEFAULT_SPANS: Record<WidgetSchema['kind'], NonNullable<WidgetSchema['span']>> = {
  kpi: { xs: 24, sm: 12, xl: 6 },
  chart: { xs: 24, xl: 12 },
  ranking: { xs: 24, xl: 12 },
  table: { xs: 24, xl: 12 },
  note: { xs: 24, xl: 12 },
  metrics: { xs: 24 },
  gauge: { xs: 24 },
}

const NO_SOURCES = {}

/**
 * A dashboard schema: the period bar (when it has one) over a responsive grid of widgets, each loading alone, and
 * all loading again when the page is shown again after being hidden behind another tab. Widgets naming one of the
 * page's `sources` find it here.
 */
export function DashboardPage({ page }: { page: DashboardPageSchema }) {
  const [chosen, setChosen] = useState(() => initialPeriod(page.period))
  const root = useRef<HTMLDivElement>(null)
  const shownAgain = useShownAgain(root)
  return (
    <div ref={root}>
      {page.period && <PeriodBar bar={page.period} chosen={chosen} onChange={setChosen} />}
      <DashboardSources.Provider value={page.sources ?? NO_SOURCES}>
        <Row gutter={[16, 16]}>
          {page.widgets.map((widget) => (
            <Col key={widget.key} {...(widget.span ?? DEFAULT_SPANS[widget.kind])}>
              <Widget widget={widget} period={chosen.period} shownAgain={shownAgain} />
            </Col>
          ))}
        </Row>
      </DashboardSources.Provider>
    </div>
  )
}
