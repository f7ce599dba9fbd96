import { createContext, useContext } from 'react'

/**
 * Scrolls the large table so the row at an index is in view; provided by the large table, absent in the small one,
 * whose rows are all in the page.
 */
const RevealRowContext = createContext<((index: number) => void) | undefined>(undefined)

export const RevealRowProvider = RevealRowContext.Provider
export const useRevealRow = () => useContext(RevealRowContext)
