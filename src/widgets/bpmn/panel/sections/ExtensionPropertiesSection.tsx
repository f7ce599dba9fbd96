import { useState } from 'react'
import { App, Button, Form, Input, Modal, Space, Table } from 'antd'
import { useDesigner } from '../../modeler/context'
import {
  readExtensionProperties,
  writeExtensionProperties,
  type ExtensionProperty,
} from '../../model/extension-properties'
import { removeAt, upsertAt, withKeys } from '../../model/lists'
import type { DiagramElement } from '../../model/types'

/** Name/value table with edit and remove, and the 'add property' dialog. */
export function ExtensionPropertiesSection({ element }: { element: DiagramElement }) {
  const { editor } = useDesigner()
  const { modal } = App.useApp()
  const properties = readExtensionProperties(editor, element)
  const [editing, setEditing] = useState<{ index: number; draft: ExtensionProperty } | null>(null)

  const confirm = () => {
    if (!editing || !editing.draft.name.trim()) return
    writeExtensionProperties(editor, element, upsertAt(properties, editing.index, editing.draft))
    setEditing(null)
  }
  const remove = (index: number) => {
    modal.confirm({
      title: '提示',
      content: '确认移除该属性吗？',
      onOk: () => writeExtensionProperties(editor, element, removeAt(properties, index)),
    })
  }

  return (
    <>
      <Table
        size="small"
        pagination={false}
        dataSource={withKeys(properties)}
        columns={[
          { title: '属性名', dataIndex: 'name' },
          { title: '属性值', dataIndex: 'value' },
          {
            title: '操作',
            width: 110,
            render: (_, __, index) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing({ index, draft: { ...properties[index] } })}>
                  编辑
                </Button>
                <Button type="link" size="small" danger onClick={() => remove(index)}>
                  移除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Button
        type="primary"
        size="small"
        style={{ marginTop: 8 }}
        onClick={() => setEditing({ index: -1, draft: { name: '', value: '' } })}
      >
        添加属性
      </Button>
      <Modal
        open={editing !== null}
        title="属性配置"
        width={400}
        onOk={confirm}
        onCancel={() => setEditing(null)}
        okText="确 定"
        cancelText="取 消"
        destroyOnHidden
      >
        {editing && (
          <Form layout="vertical" size="small">
            <Form.Item label="属性名" required>
              <Input
                aria-label="属性名"
                value={editing.draft.name}
                onChange={(event) => setEditing({ ...editing, draft: { ...editing.draft, name: event.target.value } })}
              />
            </Form.Item>
            <Form.Item label="属性值">
              <Input
                aria-label="属性值"
                value={editing.draft.value}
                onChange={(event) => setEditing({ ...editing, draft: { ...editing.draft, value: event.target.value } })}
              />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </>
  )
}
