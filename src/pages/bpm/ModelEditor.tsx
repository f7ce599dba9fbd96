import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { App, Result, Spin } from 'antd'
import { BpmnDesigner } from '@/widgets/bpmn/modeler/BpmnDesigner'
import type { FlavourName } from '@/widgets/bpmn/flavours'
import { bpmApi } from './api'
import { ModelPicker } from './ModelPicker'
import { processInfo } from './process-info'

type Loaded =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; xml?: string; flavour?: FlavourName }

/**
 * `/bpm/modelEditor?id=`: the process designer on a stored model, or on a blank diagram without an id.
 * Saving adds the model the first time and edits it afterwards; the id then joins the URL.
 */
export default function ModelEditor() {
  const [params, setParams] = useSearchParams()
  const id = params.get('id')
  // The designer restarts when another model is picked, not when the first save gives a new model its id.
  const [opened, setOpened] = useState(id)
  const open = (next: string | null) => {
    setOpened(next)
    setParams(next ? { id: next } : {})
  }
  return (
    <>
      <ModelPicker value={id} onOpen={open} />
      <StoredModelDesigner
        key={opened ?? 'new'}
        openedId={opened}
        savedId={id}
        onCreated={(created) => setParams({ id: created }, { replace: true })}
      />
    </>
  )
}

function StoredModelDesigner({
  openedId,
  savedId,
  onCreated,
}: {
  openedId: string | null
  savedId: string | null
  onCreated: (id: string) => void
}) {
  const { message } = App.useApp()
  const [loaded, setLoaded] = useState<Loaded>(openedId ? { state: 'loading' } : { state: 'ready' })

  useEffect(() => {
    if (!openedId) return
    let alive = true
    Promise.all([bpmApi.model(openedId), bpmApi.modelXml(openedId)])
      .then(([model, xml]) => alive && setLoaded({ state: 'ready', xml, flavour: model.flavour }))
      .catch((error: Error) => alive && setLoaded({ state: 'failed', message: error.message }))
    return () => {
      alive = false
    }
  }, [openedId])

  const save = async (xml: string, flavour: FlavourName) => {
    const payload = { ...processInfo(xml), flavour, xml }
    if (savedId) await bpmApi.editModel(savedId, payload)
    else onCreated((await bpmApi.addModel(payload)).id)
    message.success('保存成功')
  }

  if (loaded.state === 'loading') return <Spin style={{ display: 'block', margin: '120px auto' }} />
  if (loaded.state === 'failed') return <Result status="warning" title={loaded.message} />
  return (
    <BpmnDesigner xml={loaded.xml} defaultFlavour={loaded.flavour} processKeyLocked={savedId !== null} onSave={save} />
  )
}
