import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import receiptList from '../../../schemas/pages/ipr/ReceiptList.json'
import requisitionList from '../../../schemas/pages/ipr/RequisitionList.json'
import { backend, renderSchema, serveSignedInBackend } from '../engine/support'

serveSignedInBackend()

type User = ReturnType<typeof userEvent.setup>

async function openAddForm(user: User): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByText(/共 [1-9]\d* 条/)).toBeInTheDocument())
  await user.click(screen.getByRole('button', { name: /新\s*增/ }))
  return screen.findByRole('dialog')
}

/** The select labelled `title`. */
const selectOf = (dialog: HTMLElement, title: string): HTMLElement =>
  within(dialog).getByRole('combobox', { name: title }).closest<HTMLElement>('.ant-select')!

/**
 * Opens the select showing `shown` (its placeholder or its current text) and picks the first option `fits`,
 * answering that option's text.
 */
async function pickFirst(
  user: User,
  dialog: HTMLElement,
  shown: string,
  fits: (text: string) => boolean = () => true,
): Promise<string> {
  const select = within(dialog).getByText(shown).closest('.ant-select')!
  await user.click(select.querySelector<HTMLElement>('.ant-select-selector')!)
  const dropdown = [
    ...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
  ].at(-1)!
  const option = await waitFor(() => {
    const found = [...dropdown.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((item) =>
      fits(item.textContent ?? ''),
    )
    expect(found).toBeDefined()
    return found!
  })
  const text = option.textContent ?? ''
  await user.click(option)
  return text
}

const contractNamed = (name: string) => backend.db.table('ipr_contract').first((row) => row.contractName === name)!
const customerName = (id: unknown) => String(backend.db.table('ipr_customer').get(String(id))?.customerName)

/** The form item labelled `title` shows the asterisk of a required field. */
const markedRequired = (dialog: HTMLElement, title: string): boolean =>
  !!within(dialog)
    .getByRole('combobox', { name: title })
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

  it("a receipt asks for its paying customer until a contract is chosen, then takes the contract's", async () => {
    const user = userEvent.setup()
    renderSchema(receiptList, 'schemas/pages/ipr/ReceiptList.json')
    const dialog = await openAddForm(user)
    expect(markedRequired(dialog, '付款客户')).toBe(true)
    const contract = contractNamed(await pickFirst(user, dialog, '请选择合同'))
    await waitFor(() => expect(markedRequired(dialog, '付款客户')).toBe(false))
    await waitFor(() => expect(selectOf(dialog, '付款客户')).toHaveTextContent(customerName(contract.customerId)))
  })

  it('a receipt paid by another customer than its contract is refused, and the form keeps what was typed', async () => {
    const user = userEvent.setup()
    renderSchema(receiptList, 'schemas/pages/ipr/ReceiptList.json')
    const dialog = await openAddForm(user)
    const contract = contractNamed(await pickFirst(user, dialog, '请选择合同'))
    const owner = customerName(contract.customerId)
    await waitFor(() => expect(selectOf(dialog, '付款客户')).toHaveTextContent(owner))
    const other = await pickFirst(user, dialog, owner, (text) => text !== owner)
    const date = within(dialog).getByPlaceholderText('请选择收款日期')
    await user.click(date)
    await user.type(date, '2026-11-20{Enter}')
    await user.type(within(dialog).getByPlaceholderText('请输入收款金额'), '1')
    await pickFirst(user, dialog, '请选择收款方式')
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))

    const refusal = `付款客户「${other}」不是合同「${String(contract.contractName)}」的客户「${owner}」，请核对后再保存`
    expect(await screen.findByText(refusal)).toBeInTheDocument()
    expect(selectOf(dialog, '付款客户')).toHaveTextContent(other)
    expect(selectOf(dialog, '合同')).toHaveTextContent(String(contract.contractName))
    expect(within(dialog).getByPlaceholderText('请输入收款金额')).toHaveValue('1.00')
  })
})
