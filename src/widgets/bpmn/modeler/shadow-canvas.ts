import diagramCss from 'bpmn-js/dist/assets/diagram-js.css?inline'
import bpmnCss from 'bpmn-js/dist/assets/bpmn-js.css?inline'
import bpmnFontCss from 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css?inline'

const BPMN_CSS = [diagramCss, bpmnCss, bpmnFontCss].join('\n')

const sheets = new Map<string, CSSStyleSheet>()

/** One parsed copy of each stylesheet, shared by every canvas the page opens. */
function sheetOf(css: string): CSSStyleSheet {
  let sheet = sheets.get(css)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    sheets.set(css, sheet)
  }
  return sheet
}

/**
 * The element a modeler or viewer draws into: a full-size box inside an open shadow root of `host`, styled by
 * bpmn-js's stylesheets and the caller's own (`ownCss`: rules that must reach the diagram's elements).
 *
 * Every SVG element of a diagram has its style computed against every rule of the page, and the app page carries
 * thousands of antd rules (selectors such as `[class^="ant-btn"] *` are tried on each element). Inside a shadow root
 * only bpmn-js's own rules apply, which keeps the style recalculations of a 1,000-element import at bare bpmn-js cost.
 * The icon font's @font-face is only honoured in the document, so the designer also imports that stylesheet globally.
 * Custom properties declared on :root would not reach inside the shadow tree, so callers write them on :host.
 */
export function shadowCanvas(host: HTMLElement, ownCss: readonly string[] = []): HTMLElement {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
  let canvas = root.querySelector<HTMLElement>('[data-bpmn-canvas]')
  if (!canvas) {
    root.adoptedStyleSheets = [BPMN_CSS, ...ownCss].map(sheetOf)
    canvas = document.createElement('div')
    canvas.setAttribute('data-bpmn-canvas', '')
    canvas.style.cssText = 'position:absolute;inset:0'
    root.append(canvas)
  }
  return canvas
}
