import { Checkbox, Form, Space } from 'antd'
import { useDesigner } from '../../modeler/context'
import type { AsyncConfig } from '../../model/task'
import { CommitInput } from '../inputs'

/** Async before/after, exclusive and the retry time cycle, shared by the task and multi-instance sections. */
export function AsyncFields({ value, onChange }: { value: AsyncConfig; onChange: (config: AsyncConfig) => void }) {
  const { flavour } = useDesigner()
  const anyAsync = value.asyncBefore || value.asyncAfter
  return (
    <>
      <Form.Item label="异步续约">
        <Space>
          <Checkbox
            checked={value.asyncBefore}
            onChange={(event) => onChange({ ...value, asyncBefore: event.target.checked })}
          >
            异步前
          </Checkbox>
          {flavour.asyncAfter && (
            <Checkbox
              checked={value.asyncAfter}
              onChange={(event) => onChange({ ...value, asyncAfter: event.target.checked })}
            >
              异步后
            </Checkbox>
          )}
          <Checkbox
            checked={value.exclusive}
            disabled={!anyAsync}
            onChange={(event) => onChange({ ...value, exclusive: event.target.checked })}
          >
            排除
          </Checkbox>
        </Space>
      </Form.Item>
      {anyAsync && (
        <Form.Item label="重试周期">
          <CommitInput
            aria-label="重试周期"
            placeholder="R3/PT10M"
            value={value.retryCycle}
            onCommit={(retryCycle) => onChange({ ...value, retryCycle })}
          />
        </Form.Item>
      )}
    </>
  )
}
