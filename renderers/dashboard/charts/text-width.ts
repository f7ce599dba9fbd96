/** Characters drawn one em wide: CJK ideographs, kana, hangul and the full-width forms (U+2E80 on). */
const isWide = (code: number) => code >= 0x2e80

/**
 * A label's width in px, estimated without measuring: the same in node, jsdom and the browser, so the layout is
 * computed before anything is drawn. A wide character takes one em, any other 0.62 em (digits and Latin letters of
 * the system sans-serif fonts average a little under that).
 */
export function textWidth(text: string, fontSize: number): number {
  let ems = 0
  for (const char of text) ems += isWide(char.codePointAt(0)!) ? 1 : 0.62
  return ems * fontSize
}

/** The text cut to `maxWidth` with an ellipsis at its end; the whole text when it fits. */
export function shorten(text: string, maxWidth: number, fontSize: number): string {
  if (textWidth(text, fontSize) <= maxWidth) return text
  const room = maxWidth - textWidth('…', fontSize)
  let kept = ''
  for (const char of text) {
    if (textWidth(kept + char, fontSize) > room) break
    kept += char
  }
  return `${kept}…`
}
