/** Offers text as a file download through a temporary object URL. */
export function downloadText(fileName: string, content: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: `${mimeType};charset=utf-8` }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  URL.revokeObjectURL(url)
}

export interface XmlNode {
  name: string
  attributes?: Record<string, string>
  text?: string
  children?: XmlNode[]
}

function toNode(element: Element): XmlNode {
  const node: XmlNode = { name: element.tagName }
  if (element.attributes.length > 0)
    node.attributes = Object.fromEntries(
      Array.from(element.attributes, (attribute) => [attribute.name, attribute.value]),
    )
  const children = Array.from(element.children, toNode)
  if (children.length > 0) node.children = children
  const text = children.length === 0 ? element.textContent?.trim() : ''
  if (text) node.text = text
  return node
}

/** The JSON view of the preview dialog: the XML tree as nested name/attributes/children objects. */
export function xmlToJson(xml: string): string {
  const document = new DOMParser().parseFromString(xml, 'application/xml')
  return JSON.stringify(toNode(document.documentElement), null, 2)
}
