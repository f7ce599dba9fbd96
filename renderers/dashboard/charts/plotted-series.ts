/** A series as drawn: its place among the widget's series (which keeps its colour when others are hidden), its name and values. */
export interface PlottedSeries {
  index: number
  name: string
  values: number[]
}
