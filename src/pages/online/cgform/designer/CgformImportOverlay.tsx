import { App, Input, Modal, Table } from 'antd'
import { useEffect, useState } from 'react'
import type { OverlayProps } from '@renderers'
import { http } from '@/http'

const HEAD = '/online/cgform/head'

type ImportableTables =
  { status: 'loading' } | { status: 'ready'; tables: { id: string }[] } | { status: 'refused'; message: string }

/** `queryTables`: the database's tables no online form configures yet, as `{id: tableName}` rows (admins only). */
function useImportableTables(): ImportableTables {
  const [state, setState] = useState<ImportableTables>({ status: 'loading' })
  useEffect(() => {
    let current = true
    void http.get<{ id: string }[]>(`${HEAD}/queryTables`).then((answer) => {
      if (!current) return
      setState(
        answer.success ? { status: 'ready', tables: answer.result } : { status: 'refused', message: answer.message },
      )
    })
    return () => {
      current = false
    }
  }, [])
  return state
}

/**
 * 从数据库导入表单: the admin picks tables of the database and each becomes a synced online form, its fields read
 * from the table's columns (`transTables`), editable in the designer like any other.
 */
export default function CgformImportOverlay({ onClose, onChanged }: OverlayProps) {
  const { message } = App.useApp()
  const tables = useImportableTables()
  const refused = tables.status === 'refused' ? tables.message : undefined
  useEffect(() => {
    if (refused === undefined) return
    message.warning(refused === 'noadminauth' ? '只有管理员可以从数据库导入表单' : refused)
    onClose()
  }, [refused, message, onClose])
  const [chosen, setChosen] = useState<string[]>([])
  const [filter, setFilter] = useState('')
  const shown = tables.status === 'ready' ? tables.tables.filter((table) => table.id.includes(filter.trim())) : []
  const [saving, setSaving] = useState(false)

  const save = async () => {
    if (!chosen.length) {
      message.warning('请选择要导入的表')
      return
    }
    setSaving(true)
    const answer = await http.post<string>(`${HEAD}/transTables/${chosen.join(',')}`)
    setSaving(false)
    if (!answer.success) {
      message.warning(answer.message)
      return
    }
    message.success(answer.message)
    onChanged()
    onClose()
  }

  return (
    <Modal
      open
      title="从数据库导入表单"
      okText="导入"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Input.Search
        allowClear
        placeholder="按表名筛选"
        aria-label="按表名筛选"
        onChange={(event) => setFilter(event.target.value)}
      />
      <Table
        size="small"
        rowKey="id"
        loading={tables.status === 'loading'}
        dataSource={shown}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        columns={[{ title: '表名', dataIndex: 'id' }]}
        rowSelection={{
          selectedRowKeys: chosen,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setChosen(keys.map(String)),
        }}
      />
    </Modal>
  )
}
