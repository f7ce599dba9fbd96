import { AXIS_FONT_SIZE, hitBands, type AxisLayout } from './axis-layout'
import { colourOf, type ChartColours } from './chart-colours'
import type { Size } from './use-box-size'

/** An area under a line is see-through, so the lines and areas behind it still show. */
const AREA_OPACITY = 0.3
/** Points are marked with a dot where they stand at least this far apart (px); closer, the dots would make a bead string. */
const DOT_SPACING = 12

interface AxisPlotProps {
  layout: AxisLayout
  size: Size
  colours: ChartColours
  /** The category the pointer is on. */
  pointed: number | undefined
  onPoint: (category: number) => void
}

/**
 * The SVG of a bar, stacked bar, line or area chart laid out by `axisLayout`: gridlines and value labels, the
 * category labels, the marks, the pointed category's shade (bars) or line (lines) and its points, and a band per
 * category over everything that tells the chart where the pointer is.
 */
export function AxisPlot({ layout, size, colours, pointed, onPoint }: AxisPlotProps) {
  const { plot, centres, band, ticks, labels, bars, lines } = layout
  const labelTop = plot.bottom + AXIS_FONT_SIZE + 4
  const dotted = centres.length < 2 || (plot.right - plot.left) / (centres.length - 1) >= DOT_SPACING
  const pointedAt = pointed === undefined ? undefined : centres[pointed]
  return (
    <svg width={size.width} height={size.height} aria-hidden="true" style={{ display: 'block', overflow: 'visible' }}>
      {ticks.map((tick) => (
        <g key={tick.value}>
          <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke={colours.grid} />
          <text x={plot.left - 8} y={tick.y} dy="0.32em" textAnchor="end" fontSize={AXIS_FONT_SIZE} fill={colours.text}>
            {tick.label}
          </text>
        </g>
      ))}
      {ticks.length > 0 && (
        <line x1={plot.left} x2={plot.right} y1={layout.zero} y2={layout.zero} stroke={colours.axis} />
      )}
      {pointedAt !== undefined &&
        (band ? (
          <rect
            x={pointedAt - band / 2}
            y={plot.top}
            width={band}
            height={plot.bottom - plot.top}
            fill={colours.shade}
          />
        ) : (
          <line x1={pointedAt} x2={pointedAt} y1={plot.top} y2={plot.bottom} stroke={colours.axis} />
        ))}
      {bars.map((bar) => (
        <path key={`${bar.series}-${bar.category}`} d={bar.d} fill={colourOf(colours, bar.series)} />
      ))}
      {lines.map((mark) => (
        <g key={mark.series}>
          {mark.area && <path d={mark.area} fill={colourOf(colours, mark.series)} fillOpacity={AREA_OPACITY} />}
          <path d={mark.line} fill="none" stroke={colourOf(colours, mark.series)} strokeWidth={2} />
          {ticks.length > 0 &&
            dotted &&
            mark.points.map((point, category) => (
              <circle
                key={category}
                cx={point.x}
                cy={point.y}
                r={category === pointed ? 4 : 2.5}
                fill={colours.surface}
                stroke={colourOf(colours, mark.series)}
                strokeWidth={2}
              />
            ))}
        </g>
      ))}
      {labels.shown.map(({ index, text }) =>
        labels.rotated ? (
          <text
            key={index}
            x={centres[index]}
            y={labelTop}
            textAnchor="end"
            transform={`rotate(-45 ${centres[index]} ${labelTop})`}
            fontSize={AXIS_FONT_SIZE}
            fill={colours.text}
          >
            {text}
          </text>
        ) : (
          <text
            key={index}
            x={centres[index]}
            y={labelTop}
            textAnchor="middle"
            fontSize={AXIS_FONT_SIZE}
            fill={colours.text}
          >
            {text}
          </text>
        ),
      )}
      {hitBands(centres, plot).map((hit, category) => (
        <rect
          key={category}
          x={hit.left}
          y={0}
          width={hit.width}
          height={size.height}
          fill="transparent"
          onMouseEnter={() => onPoint(category)}
        />
      ))}
    </svg>
  )
}
