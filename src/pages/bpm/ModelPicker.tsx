import { useState } from 'react'
import { Button, Select, Space } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { bpmApi, type ProcessModel } from './api'

/** Opens a stored model (or a blank one) in the designer; the list is fetched each time it drops down. */
export function ModelPicker({ value, onOpen }: { value: string | null; onOpen: (id: string | null) => void }) {
  const [models, setModels] = useState<ProcessModel[]>([])
  const load = () => bpmApi.models().then(setModels, () => setModels([]))
  return (
    <Space style={{ marginBottom: 8 }}>
      <Select
        aria-label="流程模型"
        showSearch
        optionFilterProp="label"
        placeholder="打开已保存的流程模型"
        style={{ width: 280 }}
        value={value ?? undefined}
        options={models.map((model) => ({ value: model.id, label: `${model.name}（${model.key}）` }))}
        onOpenChange={(open) => open && void load()}
        onChange={(id) => onOpen(id)}
        notFoundContent="暂无流程模型"
      />
      <Button icon={<PlusOutlined />} onClick={() => onOpen(null)}>
        新建模型
      </Button>
    </Space>
  )
}
