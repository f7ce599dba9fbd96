import { shorten, textWidth } from './text-width'

/** The widest a category label is drawn; a longer one ends in … (its whole text is in the tooltip and the table). */
export const MAX_LABEL_WIDTH = 96
/** Labels turned this far (45°) when they do not fit side by side. */
const SLANT = Math.SQRT1_2
/** Space kept between two labels, in ems. */
const GAP_EMS = 0.5

export interface CategoryLabel {
  index: number
  text: string
}

export interface CategoryLabels {
  /** The labels drawn, every `interval`-th category's from the first. */
  shown: CategoryLabel[]
  /** Turned 45° (ending at their category) rather than level (centred under it). */
  rotated: boolean
  /** Height they take below the axis, in px. */
  height: number
  /** How far the first label reaches left of its category, in px. */
  overhang: number
}

/**
 * How the category labels of an axis `step` px apart are drawn: level when the widest (shortened) label fits its
 * step, turned 45° when not, and then only every n-th when even turned ones would overlap (their lines closer than
 * a line's height). An axis without categories has no labels and keeps one line's height, drawn empty.
 */
export function categoryLabels(categories: string[], step: number, fontSize: number): CategoryLabels {
  const texts = categories.map((category) => shorten(category, MAX_LABEL_WIDTH, fontSize))
  const widest = Math.max(0, ...texts.map((text) => textWidth(text, fontSize)))
  const gap = fontSize * GAP_EMS
  const lineHeight = fontSize * 1.2
  if (widest + gap <= step || categories.length <= 1) {
    return {
      shown: texts.map((text, index) => ({ index, text })),
      rotated: false,
      height: lineHeight + gap,
      overhang: widest / 2,
    }
  }
  const interval = Math.max(1, Math.ceil(lineHeight / (step * SLANT)))
  return {
    shown: texts.flatMap((text, index) => (index % interval === 0 ? [{ index, text }] : [])),
    rotated: true,
    height: (widest + fontSize) * SLANT + gap,
    overhang: widest * SLANT,
  }
}
