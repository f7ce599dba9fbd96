import { colourOf, type ChartColours } from './chart-colours'
import { PIE_FONT_SIZE } from './pie-labels'
import type { PieLayout } from './pie-layout'
import type { Size } from './use-box-size'

interface PiePlotProps {
  layout: PieLayout
  size: Size
  colours: ChartColours
  /** The slice the pointer is on (by category). */
  pointed: number | undefined
  onPoint: (category: number) => void
}

/** How far the pointed slice moves out from the centre, in px. */
const POINTED_OFFSET = 6

/** The SVG of a pie or ring laid out by `pieLayout`: its slices, the pointed one drawn out a little, and their labels. */
export function PiePlot({ layout, size, colours, pointed, onPoint }: PiePlotProps) {
  return (
    <svg width={size.width} height={size.height} aria-hidden="true" style={{ display: 'block', overflow: 'visible' }}>
      <g transform={`translate(${layout.cx} ${layout.cy})`}>
        {layout.slices.map((slice) => {
          const [x, y] = slice.centroid
          const distance = Math.hypot(x, y) || 1
          const out = slice.index === pointed ? POINTED_OFFSET / distance : 0
          return (
            <g key={slice.index}>
              <path
                d={slice.d}
                transform={`translate(${x * out} ${y * out})`}
                fill={colourOf(colours, slice.index)}
                stroke={colours.surface}
                onMouseEnter={() => onPoint(slice.index)}
              />
              {slice.label && (
                <>
                  <polyline points={slice.label.leader} fill="none" stroke={colourOf(colours, slice.index)} />
                  <text
                    x={slice.label.x}
                    y={slice.label.y}
                    textAnchor={slice.label.anchor}
                    fontSize={PIE_FONT_SIZE}
                    fill={colours.text}
                  >
                    {slice.label.text}
                  </text>
                </>
              )}
            </g>
          )
        })}
      </g>
    </svg>
  )
}
