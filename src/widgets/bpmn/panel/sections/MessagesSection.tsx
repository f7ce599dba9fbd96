import { useState } from 'react'
import { App, Button, Form, Input, Modal, Space, Table } from 'antd'
import { useDesigner } from '../../modeler/context'
import { addRootElement, definitionsOf, listRootElements, type RootEntry, type RootKind } from '../../model/messages'
import type { DiagramElement } from '../../model/types'

const LABELS: Record<RootKind, string> = { message: '消息', signal: '信号' }

/** The process's message and signal definitions, with a dialog to add one whose id must be unused. */
export function MessagesSection({ element }: { element: DiagramElement }) {
  const { editor } = useDesigner()
  const { message } = App.useApp()
  const [adding, setAdding] = useState<RootKind | null>(null)
  const [draft, setDraft] = useState<RootEntry>({ id: '', name: '' })
  const definitions = definitionsOf(element)

  const confirm = () => {
    if (!adding || !draft.id.trim()) return
    const error = addRootElement(editor, element, adding, { id: draft.id.trim(), name: draft.name })
    if (error) {
      message.error(error)
      return
    }
    setAdding(null)
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {(['message', 'signal'] as const).map((kind) => (
        <div key={kind}>
          <Space style={{ marginBottom: 8 }}>
            <strong>{LABELS[kind]}列表</strong>
            <Button
              size="small"
              type="primary"
              onClick={() => {
                setDraft({ id: '', name: '' })
                setAdding(kind)
              }}
            >
              创建新{LABELS[kind]}
            </Button>
          </Space>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={listRootElements(definitions, kind)}
            columns={[
              { title: `${LABELS[kind]}ID`, dataIndex: 'id' },
              { title: `${LABELS[kind]}名称`, dataIndex: 'name' },
            ]}
          />
        </div>
      ))}
      <Modal
        open={adding !== null}
        title={adding ? `创建新${LABELS[adding]}` : ''}
        width={400}
        onOk={confirm}
        onCancel={() => setAdding(null)}
        okText="保 存"
        cancelText="取 消"
        destroyOnHidden
      >
        <Form layout="vertical" size="small">
          <Form.Item label={adding ? `${LABELS[adding]}ID` : ''} required>
            <Input
              aria-label="ID"
              value={draft.id}
              onChange={(event) => setDraft({ ...draft, id: event.target.value })}
            />
          </Form.Item>
          <Form.Item label={adding ? `${LABELS[adding]}名称` : ''}>
            <Input
              aria-label="名称"
              value={draft.name}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  )
}
