import { hasPage } from '@renderers'
import { HAND_CODED_PAGES } from './registry'

/** Whether the app has a screen for a menu component: a hand-coded page or a page schema. */
export const isServed = (component: string): boolean => component in HAND_CODED_PAGES || hasPage(component)
