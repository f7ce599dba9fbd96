import type Modeler from 'bpmn-js/lib/Modeler'
import type BaseViewer from 'bpmn-js/lib/BaseViewer'
import { declaredFlavour, type Flavour, type FlavourName } from '../flavours'

/** Name of the performance measure of each diagram import. */
export const IMPORT_MEASURE = 'bpmn-import'

export interface ImportOutcome {
  /** The engine namespace the XML declares when it is not the chosen flavour's. */
  foreignFlavour: FlavourName | null
}

/**
 * Imports unless the modeler is destroyed meanwhile (StrictMode mounts twice; a flavour switch replaces
 * the modeler). `isAlive` is asked after the await; a stale import resolves to null and changes nothing.
 */
export async function importDiagram(
  viewer: BaseViewer,
  xml: string,
  flavour: Flavour,
  isAlive: () => boolean,
): Promise<ImportOutcome | null> {
  const started = performance.now()
  await viewer.importXML(xml)
  // A user-timing entry, so the bench (tests/bench/bpmn.ts) can compare the designer's import with bare bpmn-js.
  performance.measure(IMPORT_MEASURE, { start: started })
  if (!isAlive()) return null
  const declared = declaredFlavour(xml)
  return { foreignFlavour: declared && declared !== flavour.name ? declared : null }
}

/** The current XML, or null when the modeler is gone or cannot serialise (export errors are not reported). */
export async function exportXml(modeler: Modeler): Promise<string | null> {
  try {
    const { xml } = await modeler.saveXML({ format: true })
    return xml ?? null
  } catch {
    return null
  }
}

export const flavourMismatchMessage = (declared: FlavourName, chosen: FlavourName) =>
  `该流程文件使用 ${declared} 命名空间，与当前选择的流程引擎 ${chosen} 不一致，扩展属性可能无法识别`
