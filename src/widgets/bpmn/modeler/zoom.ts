/** Zoom starts at 1 and stays within 0.2–4 in steps of 0.1. */
export const ZOOM = { initial: 1, min: 0.2, max: 4, step: 0.1 } as const

/** Rounds away floating-point noise so 0.1 steps land on exact tenths. */
const tenths = (value: number) => Math.round(value * 10) / 10

export type ZoomStep = { zoom: number } | { error: string }

/** The next zoom level, or the warning to show when the step would leave the range. */
export function stepZoom(current: number, direction: 1 | -1): ZoomStep {
  const next = tenths(current + direction * ZOOM.step)
  if (next > ZOOM.max) return { error: `缩放比例不能大于${ZOOM.max}` }
  if (next < ZOOM.min) return { error: `缩放比例不能小于${ZOOM.min}` }
  return { zoom: next }
}

export const canZoomIn = (current: number) => tenths(current) < ZOOM.max
export const canZoomOut = (current: number) => tenths(current) > ZOOM.min

export const zoomPercent = (zoom: number) => `${Math.round(zoom * 100)}%`
