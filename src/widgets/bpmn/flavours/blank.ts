import type { Flavour } from './index'

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

/**
 * An executable process with an empty diagram in the flavour's namespace; without a key or name it is
 * Process_{timestamp} named 业务流程_{timestamp}.
 */
export function blankDiagram(flavour: Flavour, now = Date.now(), key?: string, name?: string): string {
  const id = escapeXml(key || `Process_${now}`)
  const title = escapeXml(name || `业务流程_${now}`)
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:${flavour.prefix}="${flavour.uri}" id="diagram_${id}" targetNamespace="${flavour.targetNamespace}">
  <bpmn2:process id="${id}" name="${title}" isExecutable="true" />
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${id}" />
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>`
}
