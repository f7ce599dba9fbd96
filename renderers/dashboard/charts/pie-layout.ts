import { arc, pie, type PieArcDatum } from 'd3-shape'
import { pieLabels, type PieLabel } from './pie-labels'
import { piePercents } from './pie-percent'

/** The pie's radius as a share of half the box's smaller side (ECharts' radius 70%), and a ring's hole (45%). */
const OUTER = 0.7
const INNER = 0.45
/** A slice narrower than this (radians, about 2.4 %) gets no label: it would sit on its neighbours'. */
const MIN_LABELLED_ANGLE = 0.15

export interface PieSlice {
  /** The slice's category (its place among the categories, which keeps its colour when others are hidden). */
  index: number
  name: string
  value: number
  /** Its share of the slices shown, in percent (two decimals, adding up to 100). */
  percent: number
  d: string
  /** Where its tooltip points: the middle of the slice. */
  centroid: [number, number]
  /** Its name outside the pie, on a leader line. */
  label?: PieLabel
}

export interface PieLayout {
  cx: number
  cy: number
  outer: number
  inner: number
  slices: PieSlice[]
}

export interface PieInput {
  width: number
  height: number
  names: string[]
  values: number[]
  /** The categories shown (one hidden from the legend is left out and the others share the whole). */
  shown: boolean[]
  ring: boolean
}

type Datum = { index: number; value: number }

/**
 * A pie (or ring) in a box of `width` × `height` px: centred, its slices in the categories' order clockwise from
 * 12 o'clock, each with its share and, where it is wide enough, its name outside on a leader line, shortened to the
 * box. Slices of no value (or negative) are not drawn. Coordinates are relative to the centre (cx, cy).
 */
export function pieLayout({ width, height, names, values, shown, ring }: PieInput): PieLayout {
  const outer = (Math.max(0, Math.min(width, height)) / 2) * OUTER
  const inner = ring ? (outer / OUTER) * INNER : 0
  const cx = width / 2
  const cy = height / 2
  const data = values.flatMap((value, index) =>
    shown[index] ? [{ index, value: Number.isFinite(value) && value > 0 ? value : 0 }] : [],
  )
  const percents = piePercents(data.map((datum) => datum.value))
  const percentOf = new Map(data.map((datum, place) => [datum.index, percents[place]]))
  const arcs = pie<Datum>()
    .sort(null)
    .value((datum) => datum.value)(data)
    .filter((slice) => slice.value > 0)
  const path = arc<PieArcDatum<Datum>>().innerRadius(inner).outerRadius(outer)
  const labels = pieLabels(
    arcs
      .filter((slice) => slice.endAngle - slice.startAngle >= MIN_LABELLED_ANGLE)
      .map((slice) => ({
        index: slice.data.index,
        name: names[slice.data.index] ?? '',
        angle: (slice.startAngle + slice.endAngle) / 2,
      })),
    { outer, cx, width, height },
  )
  return {
    cx,
    cy,
    outer,
    inner,
    slices: arcs.map((slice) => ({
      index: slice.data.index,
      name: names[slice.data.index] ?? '',
      value: slice.value,
      percent: percentOf.get(slice.data.index) ?? 0,
      d: path(slice) ?? '',
      centroid: path.centroid(slice),
      label: labels.get(slice.data.index),
    })),
  }
}
