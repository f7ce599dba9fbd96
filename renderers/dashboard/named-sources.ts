import { createContext, useContext } from 'react'
import type { DashboardPageSchema, Source, WidgetSource } from '../generated/schema-language'

export type PageSources = NonNullable<DashboardPageSchema['sources']>

/** The sources the dashboard names once (its `sources`), for the widgets that name them. */
export const DashboardSources = createContext<PageSources>({})

/** The source a widget holds, or the page's source it names (undefined for a name the page lacks). */
export const sourceIn = (sources: PageSources | undefined, source: WidgetSource | undefined): Source | undefined =>
  typeof source === 'string' ? sources?.[source] : source

/** The source a widget holds or names, on the dashboard being drawn. */
export const useSource = (source: WidgetSource | undefined): Source | undefined =>
  sourceIn(useContext(DashboardSources), source)
