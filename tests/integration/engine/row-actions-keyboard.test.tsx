import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import userList from '@schemas/pages/system/UserList.json'
import { renderSchema, serveSignedInBackend } from './support'

serveSignedInBackend()

const dataRows = () =>
  within(document.querySelector('.ant-table-tbody') as HTMLElement)
    .queryAllByRole('row')
    .filter((row) => row.getAttribute('data-row-key'))

describe('row actions from the keyboard', () => {
  it('are buttons that Tab reaches and Enter runs', async () => {
    const user = userEvent.setup()
    renderSchema(userList, 'schemas/pages/system/UserList.json')
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0))
    const edit = within(dataRows()[0]).getByRole('button', { name: '编辑' })

    // Every stop of the tab order comes before the first row's 编辑 or is it; the page has far fewer than 200.
    for (let stops = 0; stops < 200 && document.activeElement !== edit; stops += 1) await user.tab()
    expect(edit).toHaveFocus()

    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('编辑')).toBeInTheDocument()
  })
})

/**
 * A list draws its rows' actions by the dozen: as plain buttons with the engine's link style sheet, registered once,
 * not as antd Buttons (each with its wave effect, loading motion and style hooks), with a thin line between them.
 */
describe('row actions as drawn', () => {
  it('are link-styled buttons of one shared style sheet, a separator between two', async () => {
    renderSchema(userList, 'schemas/pages/system/UserList.json')
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(1))
    const tbody = document.querySelector('.ant-table-tbody') as HTMLElement
    expect(tbody.querySelectorAll('.ant-btn')).toHaveLength(0)
    const first = dataRows()[0]
    const edit = within(first).getByRole('button', { name: '编辑' })
    expect(edit).toHaveClass('engine-link-button')
    expect(edit).toHaveAttribute('type', 'button')
    const cell = edit.closest('td') as HTMLElement
    const separators = within(cell).getAllByRole('separator')
    expect(separators).toHaveLength(cell.querySelectorAll('button, a').length - 1)
    for (const separator of separators) expect(separator).toHaveAttribute('aria-orientation', 'vertical')
    const sheets = [...document.querySelectorAll('style')].filter((style) =>
      style.textContent?.includes('.engine-link-button'),
    )
    expect(sheets).toHaveLength(1)
    expect(sheets[0].textContent).toMatch(/\.engine-link-button:hover\{color:/)
    expect(sheets[0].textContent).toMatch(/\.engine-link-button:focus-visible\{outline:\d+px solid/)
    expect(sheets[0].textContent).toMatch(/\.engine-link-button:disabled\{color:[^;]+;cursor:not-allowed/)
  })
})
