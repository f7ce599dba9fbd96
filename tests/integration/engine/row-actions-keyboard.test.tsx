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
