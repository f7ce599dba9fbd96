import { shorten } from './text-width'

/** The labels' font size, in px, and the least distance between two labels' lines on one side. */
export const PIE_FONT_SIZE = 12
const LINE = PIE_FONT_SIZE * 1.3
/** The leader line: out from the slice, then along to the name. */
const LEADER_OUT = 12
const LEADER_ALONG = 10

export interface PieLabel {
  text: string
  x: number
  y: number
  anchor: 'start' | 'end'
  /** The leader line from the slice to the name (SVG polyline points). */
  leader: string
}

export interface LabelledSlice {
  index: number
  name: string
  /** The middle of the slice, in radians clockwise from 12 o'clock (d3's angles). */
  angle: number
}

interface PieBox {
  outer: number
  /** The pie's centre across the box, and the box's size. */
  cx: number
  width: number
  height: number
}

/** Moves lines apart to at least LINE from one another, in their order, and back up from `bottom` when pushed past it. */
function spread(wanted: number[], bottom: number): number[] {
  const placed = [...wanted]
  for (let index = 1; index < placed.length; index += 1)
    placed[index] = Math.max(placed[index], placed[index - 1] + LINE)
  for (let index = placed.length - 1; index >= 0; index -= 1)
    placed[index] = Math.min(placed[index], index === placed.length - 1 ? bottom : placed[index + 1] - LINE)
  return placed
}

/**
 * The slices' names outside the pie, each on a leader line from the middle of its slice, right of the pie for the
 * slices on the right and left for the others, shortened to the room the box leaves. Names on one side stay a line
 * apart (neighbouring small slices would put theirs on one another), moved down, or up at the box's bottom. Relative
 * to the pie's centre.
 */
export function pieLabels(slices: LabelledSlice[], { outer, cx, width, height }: PieBox): Map<number, PieLabel> {
  const labels = new Map<number, PieLabel>()
  for (const right of [true, false]) {
    const side = slices
      .map((slice) => ({ ...slice, dx: Math.sin(slice.angle), dy: -Math.cos(slice.angle) }))
      .filter((slice) => slice.dx >= 0 === right)
      .sort((a, b) => a.dy - b.dy)
    const lines = spread(
      side.map((slice) => slice.dy * (outer + LEADER_OUT)),
      height / 2 - PIE_FONT_SIZE,
    )
    side.forEach((slice, place) => {
      const y = lines[place]
      const elbow = slice.dx * (outer + LEADER_OUT)
      const end = elbow + (right ? LEADER_ALONG : -LEADER_ALONG)
      const room = right ? width - (cx + end) - 4 : cx + end - 4
      labels.set(slice.index, {
        text: shorten(slice.name, Math.max(0, room), PIE_FONT_SIZE),
        x: end + (right ? 4 : -4),
        y: y + PIE_FONT_SIZE / 3,
        anchor: right ? 'start' : 'end',
        leader: `${slice.dx * outer},${slice.dy * outer} ${elbow},${y} ${end},${y}`,
      })
    })
  }
  return labels
}
