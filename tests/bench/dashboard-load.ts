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

/**
 * Gzip -9 size of the dashboard renderer's chunk: its widgets and its charts, drawn as SVG with d3-scale and d3-shape
 * (the charts have no chunk of their own).
 */
export function dashboardRendererGzip(graph: BundleGraph, outDir: string): number {
  const { file } = chunkOf(graph, 'renderers/dashboard/DashboardPage.tsx')
  return gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length
}
