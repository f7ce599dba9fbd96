import diagramCss from 'bpmn-js/dist/assets/diagram-js.css?inline'
import bpmnCss from 'bpmn-js/dist/assets/bpmn-js.css?inline'
import bpmnFontCss from 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css?inline'
import simulationCss from 'bpmn-js-token-simulation/assets/css/bpmn-js-token-simulation.css?inline'

// Custom properties declared on :root would not reach inside the shadow tree; on :host they do.
const CANVAS_CSS = [diagramCss, bpmnCss, bpmnFontCss, simulationCss.replace(/:root\b/g, ':host')].join('\n')

let sheet: CSSStyleSheet | null = null

/** One parsed copy of the canvas styles, shared by every designer the page opens. */
function canvasSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(CANVAS_CSS)
  }
  return sheet
}

/**
 * The element the modeler draws into: a full-size box inside an open shadow root of `host`.
 *
 * Every SVG element of a diagram has its style computed against every rule of the page, and the app page carries
 * thousands of antd rules (selectors such as `[class^="ant-btn"] *` are tried on each element). Inside a shadow root
 * only bpmn-js's own rules apply, which keeps the style recalculations of a 1,000-element import at bare bpmn-js cost.
 * The icon font's @font-face is only honoured in the document, so the designer also imports that stylesheet globally.
 */
export function shadowCanvas(host: HTMLElement): HTMLElement {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
  let canvas = root.querySelector<HTMLElement>('[data-bpmn-canvas]')
  if (!canvas) {
    root.adoptedStyleSheets = [canvasSheet()]
    canvas = document.createElement('div')
    canvas.setAttribute('data-bpmn-canvas', '')
    canvas.style.cssText = 'position:absolute;inset:0'
    root.append(canvas)
  }
  return canvas
}
