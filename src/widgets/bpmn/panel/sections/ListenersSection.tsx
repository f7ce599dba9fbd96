import { useState } from 'react'
import { App, Button, Space, Table } from 'antd'
import { useDesigner } from '../../modeler/context'
import {
  EXECUTION_EVENTS,
  LISTENER_TYPES,
  TASK_EVENTS,
  emptyListener,
  readListeners,
  writeListeners,
  type Listener,
  type ListenerKind,
} from '../../model/listeners'
import { removeAt, upsertAt, withKeys } from '../../model/lists'
import type { DiagramElement } from '../../model/types'
import { ListenerDrawer } from './ListenerDrawer'

/** Execution or task listeners: a table, the side drawer form and removal with confirmation. */
export function ListenersSection({ element, kind }: { element: DiagramElement; kind: ListenerKind }) {
  const { editor } = useDesigner()
  const { modal } = App.useApp()
  const bo = element.businessObject
  const listeners = readListeners(editor, bo, kind)
  const [editing, setEditing] = useState<{ index: number; listener: Listener } | null>(null)
  const events = kind === 'task' ? TASK_EVENTS : EXECUTION_EVENTS

  return (
    <>
      <Table
        size="small"
        pagination={false}
        dataSource={withKeys(listeners)}
        columns={[
          { title: '序号', width: 50, render: (_, __, index) => index + 1 },
          { title: '事件类型', dataIndex: 'event', render: (event: string) => events[event] ?? event },
          {
            title: '监听器类型',
            dataIndex: 'listenerType',
            render: (type: Listener['listenerType']) => LISTENER_TYPES[type],
          },
          {
            title: '操作',
            width: 110,
            render: (_, __, index) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing({ index, listener: listeners[index] })}>
                  编辑
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => {
                    modal.confirm({
                      title: '提示',
                      content: '确认移除该监听器吗？',
                      onOk: () => writeListeners(editor, element, bo, kind, removeAt(listeners, index)),
                    })
                  }}
                >
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
        onClick={() => setEditing({ index: -1, listener: emptyListener(kind) })}
      >
        {kind === 'task' ? '添加任务监听器' : '添加执行监听器'}
      </Button>
      {editing && (
        <ListenerDrawer
          kind={kind}
          listener={editing.listener}
          onClose={() => setEditing(null)}
          onSave={(listener) => {
            writeListeners(editor, element, bo, kind, upsertAt(listeners, editing.index, listener))
            setEditing(null)
          }}
        />
      )}
    </>
  )
}
