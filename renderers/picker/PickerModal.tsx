import { Modal } from 'antd'
import { useState } from 'react'
import { CheckTree } from './CheckTree'
import { TableChooser, TreeTableChooser } from './TableChooser'
import type { PickerConfig, Row } from './picker-config'
import type { Selection } from './selection'

interface PickerModalProps {
  config: PickerConfig
  /** Rows of the field's current value: they start chosen. */
  initialRows: Row[]
  onOk: (rows: Row[]) => void
  onClose: () => void
}

/** The picker's modal: one of its layouts, 关闭 and 确定; confirming hands the chosen rows to the field and closes. */
export function PickerModal({ config, initialRows, onOk, onClose }: PickerModalProps) {
  const [selection, setSelection] = useState<Selection>({ rows: initialRows })
  const { schema } = config
  const chooser =
    schema.layout === 'tree' ? (
      <CheckTree config={config} tree={schema.tree ?? {}} selection={selection} onSelect={setSelection} />
    ) : schema.layout === 'treeTable' ? (
      <TreeTableChooser config={config} selection={selection} onSelect={setSelection} />
    ) : (
      <TableChooser config={config} selection={selection} onSelect={setSelection} />
    )
  return (
    <Modal
      open
      centered
      title={config.title}
      width={config.width}
      okText="确定"
      cancelText="关闭"
      maskClosable={false}
      destroyOnHidden
      onOk={() => {
        onOk(selection.rows)
        onClose()
      }}
      onCancel={onClose}
    >
      {chooser}
    </Modal>
  )
}
