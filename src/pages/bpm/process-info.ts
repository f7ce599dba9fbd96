/** Key and name of the first process in a BPMN XML, which the model list stores beside the XML. */
export function processInfo(xml: string): { key: string; name: string } {
  const document = new DOMParser().parseFromString(xml, 'application/xml')
  const process = Array.from(
    document.getElementsByTagNameNS('http://www.omg.org/spec/BPMN/20100524/MODEL', 'process'),
  )[0]
  return { key: process?.getAttribute('id') ?? '', name: process?.getAttribute('name') ?? '' }
}
