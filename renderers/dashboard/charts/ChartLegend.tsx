import type { CSSProperties } from 'react'
import { colourOf, type ChartColours } from './chart-colours'

const ROW: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '2px 12px',
  fontSize: 12,
  lineHeight: '20px',
}
const ENTRY: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '0 2px',
  border: 0,
  background: 'none',
  font: 'inherit',
  cursor: 'pointer',
}

interface ChartLegendProps {
  /** The series' (or a pie's slices') names, in their order. */
  names: string[]
  /** The names hidden from the chart. */
  hidden: ReadonlySet<string>
  colours: ChartColours
  onToggle: (name: string) => void
}

/**
 * The chart's legend: a toggle button per series or slice, in its colour, that hides it from the chart and shows it
 * again (pressed while shown). The buttons wrap to more lines when they do not fit one.
 */
export function ChartLegend({ names, hidden, colours, onToggle }: ChartLegendProps) {
  return (
    <div style={ROW}>
      {names.map((name, index) => {
        const shown = !hidden.has(name)
        return (
          <button
            // Names may repeat (two categories of one name); their place tells them apart.
            key={`${name}-${index}`}
            type="button"
            aria-pressed={shown}
            onClick={() => onToggle(name)}
            style={{ ...ENTRY, color: shown ? colours.text : colours.off }}
          >
            <span
              aria-hidden="true"
              style={{
                width: 10,
                height: 10,
                borderRadius: 2,
                background: shown ? colourOf(colours, index) : colours.off,
              }}
            />
            {name}
          </button>
        )
      })}
    </div>
  )
}
