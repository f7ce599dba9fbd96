import type { PrintPageSchema } from '../generated/schema-language'
import { pageMargin, pageSize, paperWidth } from './paper'

const PAGE_NUMBER = '@bottom-center { content: "第 " counter(page) " 页 / 共 " counter(pages) " 页"; font-size: 9pt; }'

/**
 * The preview over the app, and under print only its sheets: the app beside it and the toolbar are hidden. A table's
 * header repeats on every page it runs onto, a row is not split across two pages, and each sheet starts a page.
 */
export const PREVIEW_STYLE = `
.print-preview { position: fixed; inset: 0; z-index: 1000; overflow: auto; background: #e8e8e8; }
.print-preview-toolbar { position: sticky; top: 0; z-index: 1; display: flex; gap: 8px; justify-content: center;
  padding: 8px; background: #fff; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.15); }
.print-sheet { box-sizing: border-box; margin: 16px auto; background: #fff; color: #000; font-size: 10.5pt;
  line-height: 1.5; box-shadow: 0 1px 6px rgba(0, 0, 0, 0.2); }
.print-sheet + .print-sheet { break-before: page; }
.print-letterhead { display: flex; align-items: center; gap: 12px; padding-bottom: 6px; border-bottom: 2px solid #000; }
.print-letterhead img { height: 40px; }
.print-letterhead strong { font-size: 15pt; }
.print-letterhead div div { font-size: 9pt; }
.print-sheet h1 { margin: 10px 0; font-size: 16pt; text-align: center; letter-spacing: 4px; }
.print-sheet h2 { margin: 10px 0 4px; font-size: 11pt; }
.print-sheet table { width: 100%; border-collapse: collapse; margin-bottom: 8px; }
.print-sheet th, .print-sheet td { padding: 3px 6px; border: 1px solid #000; text-align: left; vertical-align: top; }
.print-sheet th { font-weight: normal; background: #f2f2f2; white-space: nowrap; }
.print-sheet td.print-number { text-align: right; }
.print-sheet thead { display: table-header-group; }
.print-sheet tfoot { display: table-row-group; }
.print-sheet tr { break-inside: avoid; }
.print-signatures { display: flex; gap: 24px; margin-top: 32px; }
.print-signatures > div { flex: 1; }
@media print {
  html, body { height: auto !important; overflow: visible !important; background: #fff !important; }
  body > :not(.print-preview) { display: none !important; }
  .print-preview { position: static; overflow: visible; background: none; }
  .print-preview-toolbar { display: none; }
  .print-sheet { width: auto !important; margin: 0; padding: 0 !important; box-shadow: none; }
}
`

/** A template's printed page (`@page` size and margins, page numbers in its bottom margin box) and its sheets' size on screen. */
export function pageStyle(page: PrintPageSchema): string {
  const { paper } = page
  return `
@page { size: ${pageSize(paper)}; margin: ${pageMargin(paper)}; ${page.pageNumbers === false ? '' : PAGE_NUMBER} }
.print-sheet { width: ${paperWidth(paper)}mm; padding: ${pageMargin(paper)}; }
`
}
