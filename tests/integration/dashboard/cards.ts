import { waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'

/**
 * A card, by its widget key, once its data has come (no longer busy): dashboards hold many cards with charts and
 * tables, where finding one by its accessible name costs jsdom seconds.
 */
export const settled = (key: string): Promise<HTMLElement> =>
  waitFor(() => {
    const card = document.querySelector<HTMLElement>(`[data-widget="${key}"]`)
    expect(card).toHaveAttribute('aria-busy', 'false')
    return card!
  })

/** The texts of a table card's first column (antd's rows, the header left out). */
export const firstColumn = (card: HTMLElement) =>
  within(card)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent)
