import type { KeyboardEvent } from 'react'

/**
 * Keys that open what a read-only field chooses from (a picker, a report popup), as a click on it does: Enter and
 * Space, the keys that press a button.
 */
export const openOnKeys =
  (open: () => void) =>
  (event: KeyboardEvent): void => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    open()
  }
