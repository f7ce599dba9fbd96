import { createContext, useContext } from 'react'
import type { AppRoute, FlatRoute } from './menu-routes'

export interface RoutesContextValue {
  routes: AppRoute[]
  flat: FlatRoute[]
}

export const RoutesContext = createContext<RoutesContextValue>({ routes: [], flat: [] })

export const useAppRoutes = () => useContext(RoutesContext)
