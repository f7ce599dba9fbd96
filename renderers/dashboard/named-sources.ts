import { createContext, useContext } from 'react'
import type { Source, WidgetSource } from '../generated/schema-language'
import { sourceIn, type PageSources } from './check-dashboard'

/** The sources the dashboard names once (its `sources`), for the widgets that name them. */
export const DashboardSources = createContext<PageSources>({})

/** The source a widget holds or names, on the dashboard being drawn. */
export const useSource = (source: WidgetSource | undefined): Source | undefined =>
  sourceIn(useContext(DashboardSources), source)
