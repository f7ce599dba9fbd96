import type Modeler from 'bpmn-js/lib/Modeler'
import type Modeling from 'bpmn-js/lib/features/modeling/Modeling'
import type { Flavour } from '../flavours'
import type { DiagramElement, Editor, ModdleFactory } from '../model/types'

type ModelingElement = Parameters<Modeling['updateProperties']>[0]

/** The panel's writer on a live modeler: every edit is a modeling command, so undo and redo cover it. */
export function createEditor(modeler: Modeler, flavour: Flavour): Editor {
  const modeling = modeler.get<Modeling>('modeling')
  const shape = (element: DiagramElement) => element as unknown as ModelingElement
  return {
    flavour,
    moddle: modeler.get<ModdleFactory>('moddle'),
    writer: {
      update: (element, properties) => modeling.updateProperties(shape(element), properties),
      updateModdle: (element, target, properties) =>
        modeling.updateModdleProperties(shape(element), target, properties),
    },
  }
}
