import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { App, Result, Spin } from 'antd'
import { BpmnDesigner } from '@/widgets/bpmn/modeler/BpmnDesigner'
import { processInfo } from './process-info'
import type { FlavourName } from '@/widgets/bpmn/flavours'
import { bpmApi } from './api'

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; xml?: string; flavour?: FlavourName }

/**
 * `/bpm/modelEditor?id=`: the process designer on a stored model, or on a blank diagram without an id.
 * Saving adds the model the first time and edits it afterwards; the id then joins the URL.
 */
export default function ModelEditor() {
  const { message } = App.useApp()
  const [params, setParams] = useSearchParams()
  const id = params.get('id')
  const [loaded, setLoaded] = useState<Loaded>(id ? { state: 'loading' } : { state: 'ready' })
  const [openedId] = useState(id)

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
    if (id) await bpmApi.editModel(id, payload)
    else setParams({ id: (await bpmApi.addModel(payload)).id }, { replace: true })
    message.success('保存成功')
  }

  if (loaded.state === 'loading') return <Spin style={{ display: 'block', margin: '120px auto' }} />
  if (loaded.state === 'failed') return <Result status="warning" title={loaded.message} />
  return <BpmnDesigner xml={loaded.xml} defaultFlavour={loaded.flavour} processKeyLocked={id !== null} onSave={save} />
}
