import { ArrowRightOutlined } from '@ant-design/icons'
import { Modal, Select, Space, Table } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import type { VersionCompare } from '../../generated/schema-language'
import type { ActionRequests } from '../action-kind'
import type { Row } from '../../core/rows-of'
import { textOf } from '../../core/text-of'
import { compareFields, parseRecord, type ComparedField } from './version-fields'

const WIDTH = '50%'

/** A changed field's row is tinted, as the stock screen's `trcolor` rows are. */
const CHANGED_STYLE = { background: '#fff7e6' }

interface VersionCompareModalProps {
  spec: VersionCompare
  title: string
  /** The two selected versions: their keys start the two choices, the first is the record whose versions are offered. */
  selected: [Row, Row]
  rowKey: string
  call: ActionRequests['call']
  onClose: () => void
}

const rowsOf = (result: unknown): Row[] => (Array.isArray(result) ? (result as Row[]) : [])

/**
 * Two versions of one record side by side: a choice of each among the record's versions, then every field both
 * hold, the changed ones marked with an arrow and tinted. The columns are labelled by the version each answered row
 * carries, since the server may answer the two in any order.
 */
export function VersionCompareModal({ spec, title, selected, rowKey, call, onClose }: VersionCompareModalProps) {
  const [versions, setVersions] = useState<Row[]>(selected)
  const [chosen, setChosen] = useState(() => selected.map((row) => textOf(row[rowKey])))
  const [compared, setCompared] = useState<Row[]>([])
  const [error, setError] = useState('')

  useEffect(() => {
    let current = true
    // Without the record's list of versions the two selected ones stay the only choices.
    call(spec.versions, { record: selected[0] }).then(
      (answer) => {
        if (current && answer.success) setVersions(rowsOf(answer.result))
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [call, spec.versions, selected])

  const [first, second] = chosen
  useEffect(() => {
    let current = true
    const show = (rows: Row[], message: string) => {
      if (!current) return
      setError(message)
      setCompared(rows)
    }
    call(spec.compare, { first, second }).then(
      (answer) => (answer.success ? show(rowsOf(answer.result), '') : show([], answer.message)),
      (failure: Error) => show([], failure.message),
    )
    return () => {
      current = false
    }
  }, [call, spec.compare, first, second])

  const byKey = (key: string) => compared.find((row) => textOf(row[rowKey]) === key)
  const [left, right] = [byKey(first), byKey(second)]
  const fields = useMemo(
    () =>
      left && right ? compareFields(parseRecord(left[spec.contentField]), parseRecord(right[spec.contentField])) : [],
    [left, right, spec.contentField],
  )
  const label = (row: Row | undefined) => `版本:${row ? textOf(row[spec.versionField]) : ''}`
  const options = versions.map((row) => ({ value: textOf(row[rowKey]), label: textOf(row[spec.versionField]) }))
  const choose = (index: number) => (value: string) =>
    setChosen((keys) => keys.map((key, at) => (at === index ? value : key)))

  return (
    <Modal open title={title} width={WIDTH} footer={null} onCancel={onClose} destroyOnHidden>
      <Space style={{ marginBottom: 16 }}>
        <span>版本对比:</span>
        <Select aria-label="版本1" style={{ width: 120 }} value={first} options={options} onChange={choose(0)} />
        <Select aria-label="版本2" style={{ width: 120 }} value={second} options={options} onChange={choose(1)} />
      </Space>
      <Table<ComparedField>
        rowKey="field"
        size="small"
        pagination={false}
        dataSource={fields}
        locale={error ? { emptyText: error } : undefined}
        onRow={(row) => (row.changed ? { style: CHANGED_STYLE } : {})}
        columns={[
          { title: '字段名', dataIndex: 'field', width: '30%' },
          { title: label(left), dataIndex: 'first', width: '32%' },
          {
            key: 'changed',
            width: 40,
            render: (_, row) => (row.changed ? <ArrowRightOutlined aria-label="已变更" /> : null),
          },
          { title: label(right), dataIndex: 'second', width: '32%' },
        ]}
      />
    </Modal>
  )
}
