import { Form, Select } from 'antd'
import { useDesigner } from '../../modeler/context'
import {
  readLoopSettings,
  readLoopType,
  setLoopAsync,
  setLoopSetting,
  setLoopType,
  type LoopType,
} from '../../model/loop'
import type { DiagramElement } from '../../model/types'
import { CommitInput } from '../inputs'
import { AsyncFields } from './AsyncFields'

const LOOP_TYPES: { value: LoopType; label: string }[] = [
  { value: 'parallel', label: '并行多重事件' },
  { value: 'sequential', label: '时序多重事件' },
  { value: 'standard', label: '循环事件' },
  { value: 'none', label: '无' },
]

const TEXT_SETTINGS = [
  { name: 'loopCardinality', label: '循环基数' },
  { name: 'collection', label: '集合' },
  { name: 'elementVariable', label: '元素变量' },
  { name: 'completionCondition', label: '完成条件' },
] as const

/** Loop settings: the loop kind and, for multi-instance, its expressions and async flags. */
export function LoopSection({ element }: { element: DiagramElement }) {
  const { editor } = useDesigner()
  const settings = readLoopSettings(editor, element)
  return (
    <Form layout="vertical" size="small">
      <Form.Item label="回路特性">
        <Select
          aria-label="回路特性"
          value={readLoopType(element)}
          options={LOOP_TYPES}
          onChange={(type) => setLoopType(editor, element, type)}
        />
      </Form.Item>
      {settings &&
        TEXT_SETTINGS.map(({ name, label }) => (
          <Form.Item key={name} label={label}>
            <CommitInput
              aria-label={label}
              value={settings[name]}
              onCommit={(value) => setLoopSetting(editor, element, name, value)}
            />
          </Form.Item>
        ))}
      {settings && editor.flavour.loopAsync && (
        <AsyncFields value={settings} onChange={(config) => setLoopAsync(editor, element, config)} />
      )}
    </Form>
  )
}
