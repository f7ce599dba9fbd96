import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import customers from '@schemas/pages/ipr/CustomerList.json'
import contracts from '@schemas/pages/ipr/ContractList.json'
import cases from '@schemas/pages/ipr/CaseList.json'
import claims from '@schemas/pages/ipr/ReimburseList.json'
import loans from '@schemas/pages/ipr/LoanList.json'
import copyrights from '@schemas/pages/ipr/CopyrightList.json'
import fees from '@schemas/pages/ipr/ExpenseList.json'
import parcels from '@schemas/pages/ipr/ExpressList.json'
import { backend, failed, recordRequests, renderSchema, serveSignedInBackend } from '../engine/support'
import { HEAVY_TEST } from '../../support/timeouts'

serveSignedInBackend()

const NUMBERED = [
  { page: customers, label: '客户编号', prefix: 'KH', rule: 'ipr_customer_no' },
  { page: contracts, label: '合同编号', prefix: 'HT', rule: 'ipr_contract_no' },
  { page: cases, label: '案号', prefix: 'AJ', rule: 'ipr_case_no' },
  // Numbers a generated controller would leave empty on save: the form draws them, and sends them.
  { page: claims, label: '报销单号', prefix: 'BX', rule: 'ipr_reimburse_no' },
  { page: loans, label: '借款单号', prefix: 'JK', rule: 'ipr_loan_no' },
  // An IP record's rule is its kind's (the page's), fees and parcels have numbers of the firm's own.
  { page: copyrights, label: '编号', prefix: 'BQ', rule: 'ipr_copyright_no' },
  { page: fees, label: '费用编号', prefix: 'FY', rule: 'ipr_expense_no' },
  { page: parcels, label: '收发编号', prefix: 'KD', rule: 'ipr_express_no' },
]

async function openAddForm(page: unknown) {
  renderSchema(page)
  await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }))
  return screen.findByRole('dialog')
}

describe('numbers pre-filled from fill rules', () => {
  it.each(NUMBERED)('the $label of a new record is drawn from $rule', async ({ page, label, prefix, rule }) => {
    const requests = recordRequests()
    const dialog = await openAddForm(page)
    const number = within(dialog).getByPlaceholderText<HTMLInputElement>(`请输入${label}`)
    // prefix + the server's yyyyMMdd + a 4-digit serial of the day, past every stored number
    await waitFor(() => expect(number.value).toMatch(new RegExp(`^${prefix}\\d{12}$`)))
    expect(requests.count(`/sys/fillRule/executeRuleByCode/${rule}`)).toBe(1)
  })

  it('two forms opened one after the other never get the same number', async () => {
    const first = await openAddForm(customers)
    const firstNumber = within(first).getByPlaceholderText<HTMLInputElement>('请输入客户编号')
    await waitFor(() => expect(firstNumber).not.toHaveValue(''))
    const drawn = firstNumber.value
    await userEvent.click(within(first).getByRole('button', { name: /取\s*消/ }))
    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }))
    const second = await screen.findByRole('dialog')
    await waitFor(() => expect(within(second).getByPlaceholderText('请输入客户编号')).not.toHaveValue(''))
    expect(within(second).getByPlaceholderText<HTMLInputElement>('请输入客户编号').value > drawn).toBe(true)
  })

  it('a rule the server cannot run leaves the number empty for the user to type', async () => {
    backend.server.use(
      mswHttp.put('*/jeecg-boot/sys/fillRule/executeRuleByCode/:ruleCode', () =>
        HttpResponse.json(failed('规则不存在')),
      ),
    )
    const dialog = await openAddForm(customers)
    const number = within(dialog).getByPlaceholderText('请输入客户编号')
    expect(number).toHaveValue('')
    await userEvent.type(number, 'KH-MANUAL-1')
    expect(number).toHaveValue('KH-MANUAL-1')
  })
})

/** Opens the select labelled `title` in the dialog and picks the option reading `option`. */
async function choose(dialog: HTMLElement, title: string, option: string) {
  const select = within(dialog).getByRole('combobox', { name: title }).closest<HTMLElement>('.ant-select')!
  await userEvent.click(select.querySelector<HTMLElement>('.ant-select-selector')!)
  const dropdown = [
    ...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
  ].at(-1)!
  await userEvent.click(await within(dropdown).findByText(option))
}

describe('a number that follows a field of the form', () => {
  it(
    'a new case’s 案号 is drawn again as its 业务类型 changes, unless typed by hand; an edit never draws it',
    HEAVY_TEST,
    async () => {
      const requests = recordRequests()
      const dialog = await openAddForm(cases)
      const number = within(dialog).getByPlaceholderText<HTMLInputElement>('请输入案号')
      await waitFor(() => expect(number.value).toMatch(/^AJ\d{12}$/))
      await choose(dialog, '业务类型', '专利')
      await waitFor(() => expect(number.value).toMatch(/^P\d{12}$/))
      await choose(dialog, '业务类型', '商标')
      await waitFor(() => expect(number.value).toMatch(/^T\d{12}$/))
      expect(requests.count('/sys/fillRule/executeRuleByCode/ipr_case_no')).toBe(3)
      await userEvent.clear(number)
      await userEvent.type(number, 'MY-CASE-1')
      await choose(dialog, '业务类型', '专利')
      expect(requests.count('/sys/fillRule/executeRuleByCode/ipr_case_no')).toBe(3)
      expect(number).toHaveValue('MY-CASE-1')
      await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }))

      await userEvent.click(screen.getAllByRole('button', { name: /编\s*辑/ })[0])
      const editing = await screen.findByRole('dialog')
      const stored = within(editing).getByPlaceholderText<HTMLInputElement>('请输入案号')
      await waitFor(() => expect(stored.value).not.toBe(''))
      const before = stored.value
      const kind = within(editing).getByRole('combobox', { name: '业务类型' }).closest('.ant-select')!
      await choose(editing, '业务类型', kind.textContent?.includes('商标') ? '专利' : '商标')
      // The number's duplicate check, asked on leaving it, comes after any draw the change would have sent.
      await userEvent.click(stored)
      await userEvent.tab()
      await waitFor(() => expect(requests.count('/sys/duplicate/check')).toBeGreaterThan(0))
      expect(stored).toHaveValue(before)
      expect(requests.count('/sys/fillRule/executeRuleByCode/ipr_case_no')).toBe(3)
    },
  )
})
