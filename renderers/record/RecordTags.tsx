import { Space, Tag } from 'antd'
import { findEntity } from '../core/entities'
import type { Row } from '../core/rows-of'
import { dictText, useDictItems } from '../dict'

/** One field as a tag: its dictionary text (the server's `_dictText`, else the entity's dictionary), nothing when empty. */
function FieldTag({ record, field, dict }: { record: Row; field: string; dict?: string }) {
  const items = useDictItems(dict)
  const text = dictText(record, field, items)
  return text ? <Tag color="blue">{text}</Tag> : null
}

/** The status tags beside a record's title. */
export function RecordTags({ record, fields, entity }: { record: Row; fields: string[]; entity?: string }) {
  const properties = (entity && findEntity(entity)?.properties) || {}
  return (
    <Space size={4} wrap>
      {fields.map((field) => (
        <FieldTag key={field} record={record} field={field} dict={properties[field]?.['x-dict']} />
      ))}
    </Space>
  )
}
