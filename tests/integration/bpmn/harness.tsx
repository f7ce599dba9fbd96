import { useReducer, type ReactNode } from 'react'
import { App } from 'antd'
import { cleanup, render } from '@testing-library/react'
import { afterEach } from 'vitest'
import type { FlavourName } from '@/widgets/bpmn/flavours'
import { DesignerContext, type Designer } from '@/widgets/bpmn/modeler/context'
import type { Editor } from '@/widgets/bpmn/model/types'
import { loadDiagram, sampleXml } from '../../unit/bpmn/support'

afterEach(cleanup)

/**
 * Renders panel sections on a moddle tree without a canvas (jsdom lacks the SVG layout bpmn-js needs).
 * Every write re-renders the tree, as the designer does on `commandStack.changed`.
 */
export async function renderSection(
  flavour: FlavourName,
  elementId: string,
  section: (element: ReturnType<Awaited<ReturnType<typeof loadDiagram>>['element']>) => ReactNode,
) {
  const diagram = await loadDiagram(flavour, sampleXml(flavour))
  const element = diagram.element(elementId)
  let notify = () => undefined as void
  const editor: Editor = {
    ...diagram.editor,
    writer: {
      update: (target, properties) => {
        diagram.editor.writer.update(target, properties)
        notify()
      },
      updateModdle: (target, moddleElement, properties) => {
        diagram.editor.writer.updateModdle(target, moddleElement, properties)
        notify()
      },
    },
  }
  const designer = { editor, flavour: editor.flavour } as unknown as Designer
  function Host() {
    const [revision, bump] = useReducer((value: number) => value + 1, 0)
    notify = bump
    return <div data-revision={revision}>{section(element)}</div>
  }
  const view = render(
    <App>
      <DesignerContext.Provider value={designer}>
        <Host />
      </DesignerContext.Provider>
    </App>,
  )
  return { ...view, diagram, element }
}
