/**
 * A camunda diagram of `size` elements: a start event, user tasks chained by sequence flows on a grid,
 * and an end event (every shape and flow counts as one element).
 */
export function chainDiagram(size: number): string {
  const tasks = Math.floor((size - 1) / 2)
  const nodes = [
    { id: 'start', tag: 'startEvent', w: 36, h: 36 },
    ...Array.from({ length: tasks - 1 }, (_, i) => ({ id: `task${i}`, tag: 'userTask', w: 100, h: 80 })),
    { id: 'end', tag: 'endEvent', w: 36, h: 36 },
  ]
  const position = (index: number) => ({ x: 100 + (index % 20) * 160, y: 100 + Math.floor(index / 20) * 140 })
  const process: string[] = []
  const shapes: string[] = []
  const edges: string[] = []
  nodes.forEach((node, index) => {
    const attributes = node.tag === 'userTask' ? ` name="任务 ${index}" camunda:assignee="user${index % 7}"` : ''
    process.push(`<bpmn2:${node.tag} id="${node.id}"${attributes} />`)
    const { x, y } = position(index)
    shapes.push(
      `<bpmndi:BPMNShape id="${node.id}_di" bpmnElement="${node.id}"><dc:Bounds x="${x}" y="${y}" width="${node.w}" height="${node.h}" /></bpmndi:BPMNShape>`,
    )
    if (index === 0) return
    const previous = nodes[index - 1]
    const from = position(index - 1)
    process.push(`<bpmn2:sequenceFlow id="flow${index}" sourceRef="${previous.id}" targetRef="${node.id}" />`)
    edges.push(
      `<bpmndi:BPMNEdge id="flow${index}_di" bpmnElement="flow${index}"><di:waypoint x="${from.x + previous.w}" y="${from.y + previous.h / 2}" /><di:waypoint x="${x}" y="${y + node.h / 2}" /></bpmndi:BPMNEdge>`,
    )
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="bench" targetNamespace="http://bpmn.io/schema/bpmn">
<bpmn2:process id="bench_process" name="基准流程" isExecutable="true">${process.join('')}</bpmn2:process>
<bpmndi:BPMNDiagram id="D"><bpmndi:BPMNPlane id="P" bpmnElement="bench_process">${shapes.join('')}${edges.join('')}</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn2:definitions>`
}
