import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import reimburseList from '../../../schemas/pages/ipr/ReimburseList.json'
import { backend, renderSchema, serveSignedInBackend } from '../engine/support'
import { recordBody } from '../engine/request-bodies'
import { stopThrottleClock } from '../editable-table/throttle-clock'
import { HEAVY_TEST } from '../../support/timeouts'

serveSignedInBackend()
/** The line table refuses a second add within 1,500 ms: a person pauses between the two lines. */
const pause = stopThrottleClock()

type User = ReturnType<typeof userEvent.setup>

/** Opens the antd Select showing `placeholder` (the nth of them) and picks the option with this text. */
async function choose(user: User, dialog: HTMLElement, placeholder: string, option: string, nth = 0) {
  const select = within(dialog).getAllByText(placeholder)[nth].closest('.ant-select') as HTMLElement
  await user.click(select.querySelector('.ant-select-selector') as HTMLElement)
  const dropdowns = document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
  await user.click(within(dropdowns[dropdowns.length - 1]).getByText(option))
}

async function typeDate(user: User, input: HTMLElement, date: string) {
  await user.click(input)
  await user.type(input, `${date}{Enter}`)
}

describe('报销单 form', () => {
  it(
    'sums the lines into the total, subtracts the offset, and keeps everything typed when the server refuses',
    HEAVY_TEST,
    async () => {
      const user = userEvent.setup()
      const sent = recordBody('/ipr/reimburse/add', 'POST')
      renderSchema(reimburseList, 'schemas/pages/ipr/ReimburseList.json')
      await waitFor(() => expect(screen.getByText(/共 [1-9]\d* 条/)).toBeInTheDocument())
      await user.click(screen.getByRole('button', { name: /新\s*增/ }))
      const dialog = await screen.findByRole('dialog')
      const number = within(dialog).getByPlaceholderText<HTMLInputElement>('请输入报销单号')
      await waitFor(() => expect(number.value).toMatch(/^BX\d{12}$/))

      await typeDate(user, within(dialog).getByPlaceholderText('请选择申请日期'), '2026-05-20')
      await choose(user, dialog, '请选择报销类型', '差旅费')
      await user.type(within(dialog).getByPlaceholderText('请输入报销事由'), '北京出差')
      await user.click(within(dialog).getByText('新增明细'))
      pause()
      await user.click(within(dialog).getByText('新增明细'))
      const dates = within(dialog).getAllByPlaceholderText('请选择费用日期')
      const amounts = within(dialog).getAllByPlaceholderText('请输入金额')
      for (const [index, amount] of ['120.5', '200'].entries()) {
        await typeDate(user, dates[index], '2026-05-18')
        await choose(user, dialog, '请选择费用类型', '差旅费', 0)
        await user.type(amounts[index], amount)
      }
      const total = within(dialog).getByPlaceholderText('按报销明细自动合计')
      await waitFor(() => expect(total).toHaveValue('320.50'))
      // The lines' 合计 row under the table shows the same sum.
      await waitFor(() => expect(within(dialog).getByText('合计').closest('tr')).toHaveTextContent('320.50'))
      await user.type(within(dialog).getByPlaceholderText('请输入冲借款金额'), '100')
      await user.tab()
      await waitFor(() => expect(within(dialog).getByPlaceholderText('报销金额减冲借款金额')).toHaveValue('220.50'))

      // An offset names no loan: the server refuses the save, and the form keeps the claim and its lines.
      await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
      expect(await screen.findByText('请选择要冲抵的借款')).toBeInTheDocument()
      // What a generated controller would save: the number, 报销人 (me by default) and the totals come from the form.
      expect(await sent()).toMatchObject({
        reimburseNo: number.value,
        applicant: 'admin',
        totalAmount: 320.5,
        offsetAmount: 100,
        payAmount: 220.5,
      })
      expect(within(dialog).getByPlaceholderText('请输入报销事由')).toHaveValue('北京出差')
      expect(
        within(dialog)
          .getAllByPlaceholderText('请输入金额')
          .map((input) => (input as HTMLInputElement).value),
      ).toEqual(['120.50', '200.00'])
      expect(total).toHaveValue('320.50')

      // Without the offset the same form saves, lines and all.
      await user.clear(within(dialog).getByPlaceholderText('请输入冲借款金额'))
      await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
      await waitFor(() =>
        expect(backend.db.table('ipr_reimburse').first((row) => row.remark === '北京出差')).toBeDefined(),
      )
      const saved = backend.db.table('ipr_reimburse').first((row) => row.remark === '北京出差')!
      expect(saved).toMatchObject({ totalAmount: 320.5, offsetAmount: null, payAmount: 320.5 })
      const lines = backend.db.table('ipr_reimburse_item').list((row) => row.reimburseId === saved.id)
      expect(lines.map((line) => line.amount)).toEqual([120.5, 200])
    },
  )
})

describe('付款 of a claim', () => {
  it(
    '财务 pays an approved claim from its row: the way is asked for, the row then reads 已支付',
    HEAVY_TEST,
    async () => {
      const user = userEvent.setup()
      const claims = backend.db.table('ipr_reimburse')
      // The seed pays an approved claim a week after it was filed: the claim approved last is made one still to pay.
      const approved = claims.list((row) => row.bpmStatus === '3')
      const newest = approved.reduce((last, row) => (String(row.applyDate) > String(last.applyDate) ? row : last))
      const claim = claims.update(newest.id, { payStatus: '0', payDate: null, payMethod: null, payBy: null })!
      renderSchema(reimburseList, 'schemas/pages/ipr/ReimburseList.json')
      await user.type(await screen.findByPlaceholderText('请输入报销单号'), String(claim.reimburseNo))
      await user.click(screen.getAllByRole('button', { name: /查\s*询/ })[0])
      const row = (await screen.findByText(String(claim.reimburseNo), { selector: 'td *, td' })).closest('tr')!
      await user.click(within(row).getByRole('button', { name: /付\s*款/ }))
      const dialog = await screen.findByRole('dialog')
      await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
      expect(await within(dialog).findByText('请选择付款方式')).toBeInTheDocument()
      await choose(user, dialog, '请选择付款方式', '网上转账')
      await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
      await waitFor(() => expect(claims.get(String(claim.id))).toMatchObject({ payStatus: '1', payMethod: '5' }))
      expect(claims.get(String(claim.id))?.payBy).toBe('admin')
      await waitFor(() =>
        expect(screen.getByText(String(claim.reimburseNo), { selector: 'td *, td' }).closest('tr')).toHaveTextContent(
          '已支付',
        ),
      )
    },
  )
})

describe('a claim line naming a case fee', () => {
  it(
    'offers only the chosen case’s unpaid official fees, and the fee picked is 已缴 by the claimant once saved',
    HEAVY_TEST,
    async () => {
      const user = userEvent.setup()
      const fees = backend.db.table('ipr_expense')
      const unpaid = (caseId: unknown) =>
        fees.list((fee) => fee.caseId === caseId && fee.feeCategory !== '2' && fee.payStatus === '0')
      const owner = backend.db.table('ipr_case').first((row) => unpaid(row.id).length > 0)!
      const [fee] = unpaid(owner.id)
      // Beside it, fees the picker must not offer: one already paid, and the case's agency fee.
      fees.insert({ ...fee, id: 'paid-fee', feeName: '已缴的官费', payStatus: '2' })
      fees.insert({ ...fee, id: 'agency-fee', feeName: '本案代理费', feeCategory: '2', payStatus: null })
      renderSchema(reimburseList, 'schemas/pages/ipr/ReimburseList.json')
      await user.click(await screen.findByRole('button', { name: /新\s*增/ }))
      const dialog = await screen.findByRole('dialog')
      await typeDate(user, within(dialog).getByPlaceholderText('请选择申请日期'), '2026-05-20')
      await choose(user, dialog, '请选择报销类型', '差旅费')
      await user.type(within(dialog).getByPlaceholderText('请输入报销事由'), '代垫官费')
      const caseBox = within(dialog).getByText('代垫官费时选择关联案件').closest('.ant-select') as HTMLElement
      await user.type(within(caseBox).getByRole('combobox'), String(owner.caseNo))
      const caseOption = await waitFor(() => {
        const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
          (item) => item.textContent === String(owner.caseNo),
        )
        expect(found).toBeDefined()
        return found!
      })
      await user.click(caseOption)
      await user.click(within(dialog).getByText('新增明细'))
      await typeDate(user, within(dialog).getByPlaceholderText('请选择费用日期'), '2026-05-18')
      await choose(user, dialog, '请选择费用类型', '差旅费')
      await user.type(within(dialog).getByPlaceholderText('请输入金额'), String(fee.amount))
      const feeBox = within(dialog).getByText('请选择缴纳费用').closest('.ant-select') as HTMLElement
      await user.click(feeBox.querySelector('.ant-select-selector') as HTMLElement)
      const options = () => [
        ...[...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')]
          .at(-1)!
          .querySelectorAll<HTMLElement>('.ant-select-item-option'),
      ]
      await waitFor(() =>
        expect(options().map((item) => item.textContent)).toEqual(unpaid(owner.id).map((row) => row.feeName)),
      )
      await user.click(options().find((item) => item.textContent === fee.feeName)!)
      await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
      await waitFor(() => expect(fees.get(fee.id)).toMatchObject({ payStatus: '2', payer: 'admin' }))
    },
  )
})
