import { useState } from 'react'
import { App, Button, Select, Space } from 'antd'
import { PlayCircleOutlined, SaveOutlined } from '@ant-design/icons'
import { FLAVOUR_NAMES, type FlavourName } from '../flavours'
import { useDesigner, useModelerEvent } from '../modeler/context'
import { exportXml } from '../modeler/import'
import { AlignButtons } from './AlignButtons'
import { FileActions } from './FileActions'
import { HistoryButtons } from './HistoryButtons'
import { ZoomControls } from './ZoomControls'

interface ToggleMode {
  toggleMode(active?: boolean): void
}

export interface ToolbarProps {
  onFlavourChange: (flavour: FlavourName) => void
  onSave: (xml: string) => Promise<void>
}

/** The designer's header toolbar: files, simulation, alignment, zoom, history, engine and save. */
export function Toolbar({ onFlavourChange, onSave }: ToolbarProps) {
  const { modeler, flavour } = useDesigner()
  const { message } = App.useApp()
  const [simulating, setSimulating] = useState(false)
  const [saving, setSaving] = useState(false)
  useModelerEvent<{ active: boolean }>('tokenSimulation.toggleMode', ({ active }) => setSimulating(active))

  const save = async () => {
    setSaving(true)
    try {
      const xml = await exportXml(modeler)
      if (xml === null) throw new Error('export failed')
      await onSave(xml)
    } catch {
      message.error('保存模型失败，请重试！')
    } finally {
      setSaving(false)
    }
  }

  return (
    <Space wrap size={8} style={{ padding: 8 }} data-testid="bpmn-toolbar">
      <FileActions />
      <Button icon={<PlayCircleOutlined />} onClick={() => modeler.get<ToggleMode>('toggleMode').toggleMode()}>
        {simulating ? '退出模拟' : '开启模拟'}
      </Button>
      <AlignButtons />
      <ZoomControls />
      <HistoryButtons />
      <Select
        aria-label="流程引擎"
        value={flavour.name}
        style={{ width: 120 }}
        disabled={simulating}
        options={FLAVOUR_NAMES.map((name) => ({ value: name, label: name }))}
        onChange={onFlavourChange}
      />
      <Button type="primary" icon={<SaveOutlined />} disabled={simulating} loading={saving} onClick={() => void save()}>
        保存模型
      </Button>
    </Space>
  )
}
