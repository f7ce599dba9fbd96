import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import receiptList from '../../../schemas/pages/ipr/ReceiptList.json'
import requisitionList from '../../../schemas/pages/ipr/RequisitionList.json'
import { renderSchema, serveSignedInBackend } from '../engine/support'

serveSignedInBackend()

type User = ReturnType<typeof userEvent.setup>

async function openAddForm(user: User): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByText(/共 [1-9]\d* 条/)).toBeInTheDocument())
  await user.click(screen.getByRole('button', { name: /新\s*增/ }))
  return screen.findByRole('dialog')
}

/** The form item labelled `title` shows the asterisk of a required field. */
const markedRequired = (dialog: HTMLElement, title: string): boolean =>
  !!within(dialog)
    .getByText(title, { selector: 'label' })
    .closest('.ant-formily-item')
    ?.querySelector('.ant-formily-item-asterisk')

describe('finance forms ask for what the server needs', () => {
  it('a requisition asks for its case when it pays official fees', async () => {
    const user = userEvent.setup()
    renderSchema(requisitionList, 'schemas/pages/ipr/RequisitionList.json')
    const dialog = await openAddForm(user)
    expect(markedRequired(dialog, '关联案件')).toBe(false)
    await user.click(
      within(dialog).getByText('请选择用款类型').closest('.ant-select')!.querySelector('.ant-select-selector')!,
    )
    const dropdowns = document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    await user.click(within(dropdowns[dropdowns.length - 1]).getByText('代缴官费'))
    await waitFor(() => expect(markedRequired(dialog, '关联案件')).toBe(true))
  })

  it('a receipt asks for its paying customer while it names neither a contract nor a bill', async () => {
    const user = userEvent.setup()
    renderSchema(receiptList, 'schemas/pages/ipr/ReceiptList.json')
    const dialog = await openAddForm(user)
    expect(markedRequired(dialog, '付款客户')).toBe(true)
    await user.click(
      within(dialog).getByText('请选择合同').closest('.ant-select')!.querySelector('.ant-select-selector')!,
    )
    const dropdown = [
      ...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
    ].at(-1)!
    const firstContract = await waitFor(() => {
      const option = dropdown.querySelector<HTMLElement>('.ant-select-item-option')
      expect(option).not.toBeNull()
      return option!
    })
    await user.click(firstContract)
    // The customer then follows the contract, on the server.
    await waitFor(() => expect(markedRequired(dialog, '付款客户')).toBe(false))
  })
})
