/** Default cut of an ellipsis column, JEllipsis's default length. */
export const DEFAULT_ELLIPSIS = 25

const width = (char: string): number => (char.charCodeAt(0) > 255 ? 2 : 1)

/** Cuts text to `max` width units, a non-ASCII character counting 2, and appends "..." when cut. */
export function cutText(text: string, max: number = DEFAULT_ELLIPSIS): string {
  let used = 0
  let cut = ''
  for (const char of text) {
    used += width(char)
    if (used > max) return `${cut}...`
    cut += char
  }
  return text
}
