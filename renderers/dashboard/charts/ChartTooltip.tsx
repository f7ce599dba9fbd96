import type { CSSProperties, ReactNode } from 'react'
import { colourOf, type ChartColours } from './chart-colours'
import { formatValue } from './number-format'

const BOX: CSSProperties = {
  position: 'absolute',
  zIndex: 1,
  pointerEvents: 'none',
  padding: '6px 10px',
  borderRadius: 4,
  fontSize: 12,
  lineHeight: '20px',
  whiteSpace: 'nowrap',
}

/** Where the tooltip points, in px within the plot, and the plot's width (it opens towards the wider side). */
export interface TooltipAnchor {
  x: number
  y: number
  width: number
}

/** The box beside the pointed category or slice, on the side with more room. */
export function ChartTooltip({
  anchor,
  colours,
  children,
}: {
  anchor: TooltipAnchor
  colours: ChartColours
  children: ReactNode
}) {
  const side: CSSProperties =
    anchor.x <= anchor.width / 2 ? { left: anchor.x + 12 } : { right: anchor.width - anchor.x + 12 }
  return (
    <div
      role="tooltip"
      style={{ ...BOX, ...side, top: anchor.y, background: colours.surface, boxShadow: colours.shadow }}
    >
      {children}
    </div>
  )
}

/** A category's tooltip: its whole name, then each series shown with its colour and value. */
export function CategoryTip({
  category,
  series,
  colours,
}: {
  category: string
  series: { index: number; name: string; value: number }[]
  colours: ChartColours
}) {
  return (
    <>
      <div>{category}</div>
      {series.map((one) => (
        <div key={one.index}>
          <span
            aria-hidden="true"
            style={{
              display: 'inline-block',
              width: 8,
              height: 8,
              marginRight: 6,
              borderRadius: '50%',
              background: colourOf(colours, one.index),
            }}
          />
          {one.name} <strong>{formatValue(one.value)}</strong>
        </div>
      ))}
    </>
  )
}
