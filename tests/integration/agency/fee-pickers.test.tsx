import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import paymentList from '../../../schemas/pages/ipr/PaymentList.json'
import requisitionList from '../../../schemas/pages/ipr/RequisitionList.json'
import { backend, renderSchema, serveSignedInBackend } from '../engine/support'
import { HEAVY_TEST } from '../../support/timeouts'

serveSignedInBackend()

type User = ReturnType<typeof userEvent.setup>

const fees = () => backend.db.table('ipr_expense')
/** The official and third-party fees of a case nobody has paid or asked money for (待缴). */
const unpaid = (caseId: unknown) =>
  fees().list((fee) => fee.caseId === caseId && fee.feeCategory !== '2' && fee.payStatus === '0')

/** A case with an unpaid fee, beside which it gets one already paid and an agency fee, neither of which to offer. */
function caseWithPaidAndUnpaidFees() {
  const owner = backend.db.table('ipr_case').first((row) => unpaid(row.id).length > 0)!
  const [fee] = unpaid(owner.id)
  fees().insert({ ...fee, id: 'paid-fee', feeName: '已缴的官费', payStatus: '2' })
  fees().insert({ ...fee, id: 'asked-fee', feeName: '已申请用款的官费', payStatus: '1' })
  fees().insert({ ...fee, id: 'agency-fee', feeName: '本案代理费', feeCategory: '2', payStatus: null })
  return owner
}

/** The options of the dropdown open last. */
const openOptions = () => [
  ...[...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')]
    .at(-1)!
    .querySelectorAll<HTMLElement>('.ant-select-item-option'),
]

/** The select of the form item labelled `title`. */
const selectOf = (dialog: HTMLElement, title: string): HTMLElement =>
  within(dialog).getByRole('combobox', { name: title }).closest<HTMLElement>('.ant-select')!

/** Chooses the case by typing its number into 关联案件, then lists what 关联费用 offers. */
async function feesOffered(user: User, dialog: HTMLElement, caseNo: string): Promise<string[]> {
  await user.type(within(selectOf(dialog, '关联案件')).getByRole('combobox'), caseNo)
  const caseOption = await waitFor(() => {
    const found = openOptions().find((item) => item.textContent === caseNo)
    expect(found).toBeDefined()
    return found!
  })
  await user.click(caseOption)
  await user.click(selectOf(dialog, '关联费用').querySelector<HTMLElement>('.ant-select-selector')!)
  return waitFor(() => {
    const texts = openOptions().map((item) => item.textContent ?? '')
    expect(texts.length).toBeGreaterThan(0)
    return texts
  })
}

async function openAddForm(user: User): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByText(/共 [1-9]\d* 条/)).toBeInTheDocument())
  await user.click(screen.getByRole('button', { name: /新\s*增/ }))
  return screen.findByRole('dialog')
}

describe('the fee pickers of 用款申请 and 缴费 offer only the case’s unpaid fees', () => {
  it(
    'a 用款申请 lists the case’s 待缴 official fees; editing one that asked for its fee still shows the fee’s name',
    HEAVY_TEST,
    async () => {
      const user = userEvent.setup()
      const owner = caseWithPaidAndUnpaidFees()
      // The newest request (first row) names a fee it asked money for, which the picker no longer offers.
      const asking = backend.db.table('ipr_requisition').first((row) => Boolean(row.expenseId))!
      backend.db.table('ipr_requisition').update(String(asking.id), { createTime: '2099-01-01 00:00:00' })
      const askedFee = String(fees().get(String(asking.expenseId))?.feeName)
      renderSchema(requisitionList, 'schemas/pages/ipr/RequisitionList.json')
      await waitFor(() => expect(screen.getByText(String(asking.reqNo))).toBeInTheDocument())
      const row = screen.getByText(String(asking.reqNo)).closest('tr')!
      await user.click(within(row).getByRole('button', { name: /编\s*辑/ }))
      const editing = await screen.findByRole('dialog')
      await waitFor(() => expect(within(selectOf(editing, '关联费用')).getByText(askedFee)).toBeInTheDocument())
      await user.click(within(editing).getByRole('button', { name: /取\s*消/ }))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

      const dialog = await openAddForm(user)
      const offered = await feesOffered(user, dialog, String(owner.caseNo))
      expect(offered).toEqual(unpaid(owner.id).map((fee) => fee.feeName))
      expect(offered).not.toContain('已缴的官费')
      expect(offered).not.toContain('已申请用款的官费')
      expect(offered).not.toContain('本案代理费')
    },
  )

  it('a 缴费 record lists the case’s 待缴 official fees only', HEAVY_TEST, async () => {
    const user = userEvent.setup()
    const owner = caseWithPaidAndUnpaidFees()
    renderSchema(paymentList, 'schemas/pages/ipr/PaymentList.json')
    const dialog = await openAddForm(user)
    const offered = await feesOffered(user, dialog, String(owner.caseNo))
    expect(offered).toEqual(unpaid(owner.id).map((fee) => fee.feeName))
    expect(offered).not.toContain('已缴的官费')
  })
})
