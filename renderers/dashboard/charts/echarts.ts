import { BarChart, LineChart, PieChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import { init, use as registerParts } from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'

// Only what dashboards draw is registered, so the bundle carries no other chart type. The SVG renderer draws into
// the page's DOM (crisp at any zoom, readable by tests) and, like all of ECharts, compiles no code at run time.
registerParts([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer])

export { init }
