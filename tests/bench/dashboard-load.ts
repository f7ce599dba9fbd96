import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { BrowserContext, Page } from 'playwright-core'
import { chunkOf, type BundleGraph } from './chunk-graph'
import { measureSignedInLoad, type PageLoad } from './measure-route'

/**
 * The home dashboard is ready when every widget has its data (no card busy) and every chart has finished painting;
 * its widget count is known from the schema, so a page that has not yet mounted its cards is not taken for done.
 */
export const everyWidgetDrawn = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelectorAll('[data-widget]').length > 0 &&
      !document.querySelector('[data-widget][aria-busy="true"], [data-chart="drawing"]') &&
      document.querySelectorAll('[data-chart="drawn"] svg').length > 0,
    undefined,
    { polling: 'raf' },
  )

/** A signed-in admin's full load of the home page, until every widget has drawn. */
export const measureDashboardLoad = (context: BrowserContext, appUrl: string): Promise<PageLoad> =>
  measureSignedInLoad(context, appUrl, '/dashboard/analysis', everyWidgetDrawn)

/** Gzip -9 size of the chunk that holds the chart library (ECharts core, the registered charts, the SVG renderer). */
export function chartLibraryGzip(graph: BundleGraph, outDir: string): number {
  const { file } = chunkOf(graph, 'renderers/dashboard/charts/echarts.ts')
  return gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length
}
