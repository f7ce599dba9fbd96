import { Col, Row as GridRow, Statistic } from 'antd'
import { useEffect, useState } from 'react'
import type { RecordPageSchema } from '../generated/schema-language'
import type { Row } from '../core/rows-of'
import { useDataProvider } from '../providers/EngineProvider'
import { figureValues } from './figures'

type Value = number | string | undefined

/**
 * The key figures under a record's title, asked again whenever `version` changes (a save on the page, the page shown
 * again), so a contract or receipt just added moves them.
 */
export function RecordFigures({ page, record, version }: { page: RecordPageSchema; record: Row; version: number }) {
  const data = useDataProvider()
  const [values, setValues] = useState<Value[]>()
  const figures = page.figures
  const sources = page.sources
  useEffect(() => {
    if (!figures?.length) return
    let current = true
    figureValues(figures, sources ?? {}, data, record).then(
      (loaded) => current && setValues(loaded),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [figures, sources, data, record, version])
  if (!figures?.length) return null
  return (
    <GridRow gutter={24} style={{ marginTop: 16 }}>
      {figures.map((figure, index) => {
        const value = values?.[index]
        return (
          <Col key={figure.title} xs={12} sm={8} md={6} lg={4}>
            <Statistic
              title={figure.title}
              loading={!values}
              value={value ?? '-'}
              precision={figure.money && typeof value === 'number' ? 2 : undefined}
              suffix={value === undefined ? undefined : figure.unit}
            />
          </Col>
        )
      })}
    </GridRow>
  )
}
