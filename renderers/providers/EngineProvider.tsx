import { createContext, useContext, type ReactNode } from 'react'
import { useLinkStyles } from '../core/link-styles'
import type { EngineServices } from './engine-services'

const EngineContext = createContext<EngineServices | undefined>(undefined)

/**
 * Hands the engine below it the app's services, and registers the style sheet its link commands share; the app's
 * composition root renders it once around the shell.
 */
export function EngineProvider({ services, children }: { services: EngineServices; children: ReactNode }) {
  useLinkStyles()
  return <EngineContext.Provider value={services}>{children}</EngineContext.Provider>
}

/** The services of the nearest EngineProvider; an engine component rendered without one is a wiring error. */
export function useEngine(): EngineServices {
  const services = useContext(EngineContext)
  if (!services) throw new Error('EngineProvider is missing: the app hands the engine its services through it')
  return services
}

export const useDataProvider = () => useEngine().data
export const useSession = () => useEngine().session
export const useDictionaries = () => useEngine().dictionaries
export const useEnvironment = () => useEngine().environment
export const useComponents = () => useEngine().components
