import type { Paper } from '../generated/schema-language'

/** Width and height in millimetres of the named sizes, portrait. */
const SIZES: Record<string, readonly [number, number]> = {
  A3: [297, 420],
  A4: [210, 297],
  A5: [148, 210],
  B5: [176, 250],
  letter: [215.9, 279.4],
}

const MILLIMETRES = /^(\d+(?:\.\d+)?)mm (\d+(?:\.\d+)?)mm$/

/** The printed page's width in millimetres (the preview draws each sheet that wide). */
export function paperWidth(paper: Paper = {}): number {
  const own = MILLIMETRES.exec(paper.size ?? '')
  if (own) return Number(own[1])
  const [width, height] = SIZES[paper.size ?? 'A4'] ?? SIZES.A4
  return paper.orientation === 'landscape' ? height : width
}

/** The page's CSS `@page` size: a named size with its orientation, or the template's own width and height. */
export const pageSize = (paper: Paper = {}): string =>
  MILLIMETRES.test(paper.size ?? '') ? String(paper.size) : `${paper.size ?? 'A4'} ${paper.orientation ?? 'portrait'}`

export const pageMargin = (paper: Paper = {}): string => paper.margin ?? '15mm'
