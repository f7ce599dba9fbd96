import { Col, Row as GridRow, Statistic, Typography } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { findEntity } from '../core/entities'
import type { RecordPageSchema } from '../generated/schema-language'
import type { Row } from '../core/rows-of'
import { withFigureDefaults } from './figure-defaults'
import { useDataProvider } from '../providers/EngineProvider'
import { figureValues } from './figures'

type Value = number | string | undefined

/** A figure's caption; one its page and entity leave without a title names the problem at its JSON pointer. */
const captionOf = (title: string | undefined, index: number, field: string | undefined) =>
  title ?? (
    <Typography.Text type="danger">{`/figures/${index}/title：缺少标题（列表页的实体没有字段 ${field ?? ''}）`}</Typography.Text>
  )

/**
 * The key figures under a record's title, asked again whenever `version` changes (a save on the page, the page shown
 * again), so a contract or receipt just added moves them. A record field's figure takes its title and money format
 * from `entity`, the entity of the record's list page.
 */
export function RecordFigures({
  page,
  entity,
  record,
  version,
}: {
  page: RecordPageSchema
  entity: string | undefined
  record: Row
  version: number
}) {
  const data = useDataProvider()
  const [values, setValues] = useState<Value[]>()
  const figures = useMemo(
    () => page.figures && withFigureDefaults(page.figures, entity ? findEntity(entity)?.properties : undefined),
    [page.figures, entity],
  )
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
          <Col key={index} xs={12} sm={8} md={6} lg={4}>
            <Statistic
              title={captionOf(figure.title, index, figure.field)}
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
