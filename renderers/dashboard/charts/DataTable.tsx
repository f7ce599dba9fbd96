import type { CSSProperties } from 'react'
import type { SeriesData } from '../widget-data'

/** Off screen but read by screen readers (the usual clip pattern): the numbers a chart draws, as a table. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
}

/** A chart's data for assistive technology: a row per category, a column per series, captioned with its title. */
export function DataTable({
  title,
  categories,
  series,
}: {
  title: string
  categories: string[]
  series: SeriesData[]
}) {
  return (
    <table style={VISUALLY_HIDDEN}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">项目</th>
          {series.map((one) => (
            <th scope="col" key={one.name}>
              {one.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {categories.map((category, index) => (
          // Categories may repeat (two rows of one name); their place in the list tells them apart.
          <tr key={`${category}-${index}`}>
            <th scope="row">{category}</th>
            {series.map((one) => (
              <td key={one.name}>{one.values[index]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
