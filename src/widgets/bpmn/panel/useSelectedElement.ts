import { useState } from 'react'
import type Canvas from 'diagram-js/lib/core/Canvas'
import type Selection from 'diagram-js/lib/features/selection/Selection'
import { useDesigner, useModelerEvent } from '../modeler/context'
import type { DiagramElement } from '../model/types'

/** The element the panel edits: the single selected element, otherwise the process itself. */
export function useSelectedElement(): DiagramElement {
  const { modeler } = useDesigner()
  const pick = (selected: unknown[]): DiagramElement =>
    (selected.length === 1 ? selected[0] : modeler.get<Canvas>('canvas').getRootElement()) as DiagramElement
  const [element, setElement] = useState(() => pick(modeler.get<Selection>('selection').get()))
  useModelerEvent<{ newSelection: unknown[] }>('selection.changed', ({ newSelection }) =>
    setElement(pick(newSelection)),
  )
  useModelerEvent('import.done', () => setElement(pick([])))
  return element
}
