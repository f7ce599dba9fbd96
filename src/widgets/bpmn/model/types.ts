import type { Flavour } from '../flavours'

/** The part of a moddle element the panel code uses (bpmn-moddle ships no types for its instances). */
export interface ModdleElement {
  readonly $type: string
  $parent?: ModdleElement
  $attrs?: Record<string, string>
  $instanceOf(type: string): boolean
  get(name: string): unknown
  set(name: string, value: unknown): void
  [property: string]: unknown
}

/** A diagram element (shape or connection) as bpmn-js hands it out. */
export interface DiagramElement {
  id: string
  type: string
  businessObject: ModdleElement
  source?: DiagramElement
  target?: DiagramElement
}

/**
 * The only two ways the panel changes a diagram, mirroring `modeling.updateProperties` and
 * `modeling.updateModdleProperties`: in the designer both go through the command stack (so undo and redo
 * cover every panel edit); in node tests they write the moddle tree directly.
 */
export interface PropertyWriter {
  update(element: DiagramElement, properties: Record<string, unknown>): void
  updateModdle(element: DiagramElement, target: ModdleElement, properties: Record<string, unknown>): void
}

export interface ModdleFactory {
  create(type: string, attributes?: Record<string, unknown>): ModdleElement
}

/** Everything a panel edit needs: where to write, how to create elements, and which engine's forms to use. */
export interface Editor {
  writer: PropertyWriter
  moddle: ModdleFactory
  flavour: Flavour
}
