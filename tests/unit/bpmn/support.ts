import { BpmnModdle } from 'bpmn-moddle'
import { FLAVOURS, moddleExtensionsOf, type FlavourName } from '@/widgets/bpmn/flavours'
import type { DiagramElement, Editor, ModdleElement } from '@/widgets/bpmn/model/types'

/**
 * The panel's model code on a bare moddle tree: the writer sets properties directly where the designer
 * goes through bpmn-js's command stack, so these tests exercise the same read/write paths without a canvas.
 */
export async function loadDiagram(flavourName: FlavourName, xml: string) {
  const flavour = FLAVOURS[flavourName]
  const moddle = BpmnModdle(moddleExtensionsOf(flavour))
  const { rootElement, elementsById, warnings } = await moddle.fromXML(xml)
  if (warnings.length > 0) throw new Error(warnings.map((warning) => warning.message).join('\n'))
  const byId = elementsById as Record<string, ModdleElement>
  const element = (id: string): DiagramElement => {
    const bo = byId[id]
    if (!bo) throw new Error(`no element ${id}`)
    const shape: DiagramElement = { id, type: bo.$type, businessObject: bo }
    if (bo.$type === 'bpmn:SequenceFlow') {
      const source = bo.sourceRef as ModdleElement
      const target = bo.targetRef as ModdleElement
      shape.source = { id: source.id as string, type: source.$type, businessObject: source }
      shape.target = { id: target.id as string, type: target.$type, businessObject: target }
    }
    return shape
  }
  const editor: Editor = {
    flavour,
    moddle: moddle as unknown as Editor['moddle'],
    writer: {
      update: (target, properties) =>
        Object.entries(properties).forEach(([name, value]) => target.businessObject.set(name, value)),
      updateModdle: (_target, moddleElement, properties) =>
        Object.entries(properties).forEach(([name, value]) => moddleElement.set(name, value)),
    },
  }
  const save = async () => (await moddle.toXML(rootElement, { format: true })).xml
  return { editor, element, save, definitions: rootElement as ModdleElement }
}

/** A process with one of every element the panel has a section for. */
export function sampleXml(flavourName: FlavourName): string {
  const { prefix, uri } = FLAVOURS[flavourName]
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:${prefix}="${uri}" id="defs" targetNamespace="http://example.com">
  <bpmn2:process id="Process_1" name="流程" isExecutable="true">
    <bpmn2:startEvent id="Start" />
    <bpmn2:userTask id="Approve" name="审批" />
    <bpmn2:scriptTask id="Script" />
    <bpmn2:receiveTask id="Receive" />
    <bpmn2:callActivity id="Call" />
    <bpmn2:serviceTask id="Service" />
    <bpmn2:exclusiveGateway id="Gateway" />
    <bpmn2:endEvent id="End" />
    <bpmn2:sequenceFlow id="Flow_start" sourceRef="Start" targetRef="Approve" />
    <bpmn2:sequenceFlow id="Flow_to_gateway" sourceRef="Approve" targetRef="Gateway" />
    <bpmn2:sequenceFlow id="Flow_yes" sourceRef="Gateway" targetRef="Script" />
    <bpmn2:sequenceFlow id="Flow_no" sourceRef="Gateway" targetRef="End" />
  </bpmn2:process>
</bpmn2:definitions>`
}
