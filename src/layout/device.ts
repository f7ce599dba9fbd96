import { useSyncExternalStore } from 'react'

export type Device = 'desktop' | 'tablet' | 'mobile'

/** Breakpoints: the sidebar closes under 1088 px; under 768 px is mobile. */
export const TABLET_BELOW = 1088
export const MOBILE_BELOW = 768

export function deviceFor(width: number): Device {
  if (width < MOBILE_BELOW) return 'mobile'
  if (width < TABLET_BELOW) return 'tablet'
  return 'desktop'
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

/** The device class of the current window width, following resizes. */
export function useDevice(): Device {
  return useSyncExternalStore(subscribe, () => deviceFor(window.innerWidth))
}
