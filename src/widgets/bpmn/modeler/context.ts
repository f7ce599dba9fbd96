import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type Modeler from 'bpmn-js/lib/Modeler'
import type EventBus from 'diagram-js/lib/core/EventBus'
import type { Flavour } from '../flavours'
import type { Editor } from '../model/types'

export interface Designer {
  modeler: Modeler
  editor: Editor
  flavour: Flavour
}

/** The live modeler for the toolbar and the panel; provided only while a modeler exists, so consumers never see a destroyed one. */
export const DesignerContext = createContext<Designer | null>(null)

export function useDesigner(): Designer {
  const designer = useContext(DesignerContext)
  if (!designer) throw new Error('useDesigner must be used inside a BpmnDesigner')
  return designer
}

/** Subscribes to modeler events for the component's lifetime; the handler may change between renders. */
export function useModelerEvent<E = unknown>(events: string | readonly string[], handler: (event: E) => void): void {
  const { modeler } = useDesigner()
  const latest = useRef(handler)
  useLayoutEffect(() => {
    latest.current = handler
  })
  const key = typeof events === 'string' ? events : events.join(' ')
  useEffect(() => {
    const eventBus = modeler.get<EventBus>('eventBus')
    const names = key.split(' ')
    const listener = (event: unknown) => latest.current(event as E)
    eventBus.on(names, listener)
    return () => eventBus.off(names, listener)
  }, [modeler, key])
}

/** A number that changes whenever the diagram does, for views that read the moddle tree during render. */
export function useDiagramRevision(): number {
  const [revision, setRevision] = useState(0)
  useModelerEvent(['commandStack.changed', 'element.changed', 'import.done'], () => setRevision((value) => value + 1))
  return revision
}
