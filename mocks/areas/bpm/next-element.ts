/** One BPMN element as the built-in backend needs it to move an instance on. */
export interface FlowElement {
  id: string
  /** Local tag name: userTask, endEvent, exclusiveGateway … */
  type: string
  name: string
}

const attributes = (text: string): Record<string, string> =>
  Object.fromEntries([...text.matchAll(/([\w:.-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]))

/**
 * The element the first sequence flow out of `sourceId` leads to, read from the model's XML with patterns rather
 * than a DOM, since the same handlers run in node without one. Null when the node has no outgoing flow.
 */
export function nextElement(xml: string, sourceId: string): FlowElement | null {
  const flow = [...xml.matchAll(/<(?:[\w-]+:)?sequenceFlow\b([^>]*)>/g)]
    .map((match) => attributes(match[1]))
    .find((flow) => flow.sourceRef === sourceId)
  if (!flow?.targetRef) return null
  for (const match of xml.matchAll(/<(?:[\w-]+:)?(\w+)\b([^>]*)>/g)) {
    const attrs = attributes(match[2])
    if (attrs.id === flow.targetRef) return { id: attrs.id, type: match[1], name: attrs.name ?? '' }
  }
  return null
}
