import { useEffect, useMemo, useRef, useState } from 'react'
import { App } from 'antd'
import Modeler from 'bpmn-js/lib/Modeler'
import TokenSimulationModule from 'bpmn-js-token-simulation'
// Its @font-face must live in the document; the canvas's other styles are adopted by its shadow root.
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css'
import simulationCss from 'bpmn-js-token-simulation/assets/css/bpmn-js-token-simulation.css?inline'
import { blankDiagram } from '../flavours/blank'
import { DEFAULT_FLAVOUR, FLAVOURS, moddleExtensionsOf, type FlavourName } from '../flavours'
import { PropertiesPanel } from '../panel/PropertiesPanel'
import { Toolbar } from '../toolbar/Toolbar'
import { DesignerContext, type Designer } from './context'
import { createEditor } from './editor'
import { exportXml, flavourMismatchMessage, importDiagram } from './import'
import { shadowCanvas } from './shadow-canvas'
import styles from './designer.module.css'

// The simulation's colours are custom properties on :root, which the canvas's shadow tree only sees on :host.
const SIMULATION_CSS = [simulationCss.replace(/:root\b/g, ':host')]

export interface BpmnDesignerProps {
  /** The diagram to open; a blank process of the flavour when absent. */
  xml?: string
  defaultFlavour?: FlavourName
  /** The process key may no longer change once the model is stored. */
  processKeyLocked?: boolean
  /** The designer emits the XML; the page stores it. A rejection shows the save error (保存模型失败，请重试！). */
  onSave: (xml: string, flavour: FlavourName) => Promise<void>
}

/**
 * The process designer: toolbar, canvas and properties panel around one bpmn-js modeler. The modeler is
 * created in an effect and destroyed in its cleanup; a flavour change replaces it (one engine descriptor
 * per modeler) and re-imports the current XML into the new one.
 */
export function BpmnDesigner({
  xml,
  defaultFlavour = DEFAULT_FLAVOUR,
  processKeyLocked = false,
  onSave,
}: BpmnDesignerProps) {
  const { message } = App.useApp()
  const container = useRef<HTMLDivElement>(null)
  const [flavourName, setFlavourName] = useState(defaultFlavour)
  const [modeler, setModeler] = useState<Modeler | null>(null)
  const pendingXml = useRef(xml ?? null)
  const flavour = FLAVOURS[flavourName]

  useEffect(() => {
    const instance = new Modeler({
      container: shadowCanvas(container.current!, SIMULATION_CSS),
      moddleExtensions: moddleExtensionsOf(flavour),
      additionalModules: [TokenSimulationModule],
    })
    let alive = true
    const source = pendingXml.current ?? blankDiagram(flavour)
    importDiagram(instance, source, flavour, () => alive)
      .then((outcome) => {
        if (!outcome) return
        if (outcome.foreignFlavour) message.warning(flavourMismatchMessage(outcome.foreignFlavour, flavour.name))
        setModeler(instance)
      })
      .catch(() => {
        // Import errors are not reported; the canvas stays usable with whatever loaded.
        if (alive) setModeler(instance)
      })
    return () => {
      alive = false
      setModeler(null)
      instance.destroy()
    }
  }, [flavour, message])

  const designer = useMemo<Designer | null>(
    () => (modeler ? { modeler, flavour, editor: createEditor(modeler, flavour) } : null),
    [modeler, flavour],
  )

  const switchFlavour = async (next: FlavourName) => {
    if (modeler) pendingXml.current = await exportXml(modeler)
    setFlavourName(next)
  }

  return (
    <div className={styles.designer}>
      {designer && (
        <DesignerContext.Provider value={designer}>
          <Toolbar
            onFlavourChange={(next) => void switchFlavour(next)}
            onSave={(saved) => onSave(saved, flavour.name)}
          />
        </DesignerContext.Provider>
      )}
      <div className={styles.body}>
        <div className={styles.canvas} ref={container} data-testid="bpmn-canvas" />
        {designer && (
          <DesignerContext.Provider value={designer}>
            <PropertiesPanel processKeyLocked={processKeyLocked} />
          </DesignerContext.Provider>
        )}
      </div>
    </div>
  )
}
