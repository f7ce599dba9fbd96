/** bpmn-moddle 10 types only its meta-model, not the factory the tests use to read and write XML without a canvas. */
declare module 'bpmn-moddle' {
  export function BpmnModdle(packages?: Record<string, object>): {
    fromXML(
      xml: string,
    ): Promise<{ rootElement: unknown; elementsById: Record<string, unknown>; warnings: { message: string }[] }>
    toXML(element: unknown, options?: { format?: boolean }): Promise<{ xml: string }>
    create(type: string, attributes?: Record<string, unknown>): unknown
  }
}
