import Modeler from 'bpmn-js/lib/Modeler'
import 'bpmn-js/dist/assets/diagram-js.css'
import 'bpmn-js/dist/assets/bpmn-js.css'
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css'
import { IMPORT_MEASURE } from '../../../src/widgets/bpmn/modeler/import'

// The bench's baseline: bpmn-js with no extensions, no panel and no React, timed like the designer.
const modeler = new Modeler({ container: document.getElementById('canvas')! })
async function importFile(file: File): Promise<void> {
  const xml = await file.text()
  const started = performance.now()
  await modeler.importXML(xml)
  performance.measure(IMPORT_MEASURE, { start: started })
}

document.getElementById('file')!.addEventListener('change', (event) => {
  const file = (event.target as HTMLInputElement).files?.[0]
  if (file) void importFile(file)
})
