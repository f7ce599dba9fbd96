import { useState } from 'react'
import { Form, Input } from 'antd'
import { useDesigner } from '../../modeler/context'
import { readGeneral, setId, setName, validateProcessBase, type GeneralInfo } from '../../model/general'
import type { DiagramElement } from '../../model/types'
import { CommitInput } from '../inputs'

/** Id and name; for the process its key and name, both required. */
export function GeneralSection({ element, processKeyLocked }: { element: DiagramElement; processKeyLocked: boolean }) {
  const { editor } = useDesigner()
  const info = readGeneral(element)
  if (element.type === 'bpmn:Process')
    return (
      <ProcessBaseInfo key={`${info.id}\n${info.name}`} element={element} info={info} keyLocked={processKeyLocked} />
    )
  return (
    <Form layout="vertical" size="small">
      <Form.Item label="编号">
        <CommitInput aria-label="编号" value={info.id} onCommit={(id) => setId(editor, element, id)} />
      </Form.Item>
      <Form.Item label="名称">
        <CommitInput aria-label="名称" value={info.name} onCommit={(name) => setName(editor, element, name)} />
      </Form.Item>
    </Form>
  )
}

function ProcessBaseInfo({
  element,
  info,
  keyLocked,
}: {
  element: DiagramElement
  info: GeneralInfo
  keyLocked: boolean
}) {
  const { editor } = useDesigner()
  const [draft, setDraft] = useState(info)
  const error = validateProcessBase(draft)
  const commit = () => {
    if (error) return
    setId(editor, element, draft.id)
    if (draft.name !== info.name) setName(editor, element, draft.name)
  }
  const help = (field: keyof GeneralInfo) => (error && !draft[field].trim() ? error : undefined)
  return (
    <Form layout="vertical" size="small">
      <Form.Item label="流程标识" required validateStatus={help('id') ? 'error' : undefined} help={help('id')}>
        <Input
          aria-label="流程标识"
          value={draft.id}
          disabled={keyLocked}
          onChange={(event) => setDraft({ ...draft, id: event.target.value })}
          onBlur={commit}
        />
      </Form.Item>
      <Form.Item label="流程名称" required validateStatus={help('name') ? 'error' : undefined} help={help('name')}>
        <Input
          aria-label="流程名称"
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          onBlur={commit}
        />
      </Form.Item>
    </Form>
  )
}
