/** A figure or date input as wide as the form column, as text inputs are: they line up in a form grid. */
export const FULL_WIDTH = { width: '100%' } as const
