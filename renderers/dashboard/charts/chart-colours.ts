import { theme } from 'antd'
import { useMemo } from 'react'

export interface ChartColours {
  /** A colour per series (or slice), in order, repeating past the last. */
  series: string[]
  /** Gridlines, the axis line, the axes' labels, a hidden legend entry, the pointer's shade. */
  grid: string
  axis: string
  text: string
  off: string
  shade: string
  /** The tooltip's box. */
  surface: string
  shadow: string
}

/**
 * The charts' colours from antd's theme: the primary colour first (the one the display settings choose), then
 * antd's preset colours, so the charts match the tags and figures around them in either theme.
 */
export function useChartColours(): ChartColours {
  const { token } = theme.useToken()
  return useMemo(
    () => ({
      series: [
        token.colorPrimary,
        token.green,
        token.gold,
        token.red,
        token.cyan,
        token.purple,
        token.orange,
        token.magenta,
        token.geekblue,
        token.lime,
      ],
      grid: token.colorSplit,
      axis: token.colorBorder,
      text: token.colorTextSecondary,
      off: token.colorTextDisabled,
      shade: token.colorFillTertiary,
      surface: token.colorBgElevated,
      shadow: token.boxShadowSecondary,
    }),
    [token],
  )
}

export const colourOf = (colours: ChartColours, index: number): string => colours.series[index % colours.series.length]
