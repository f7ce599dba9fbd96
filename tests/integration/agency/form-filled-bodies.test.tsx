import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import claims from '@schemas/pages/ipr/ReimburseList.json'
import loans from '@schemas/pages/ipr/LoanList.json'
import { backend, renderSchema, serveSignedInBackend } from '../engine/support'
import { recordBody } from '../engine/request-bodies'
import { HEAVY_TEST } from '../../support/timeouts'

serveSignedInBackend()

type User = ReturnType<typeof userEvent.setup>
async function typeDate(user: User, input: HTMLElement, date: string) {
  await user.click(input)
  await user.type(input, `${date}{Enter}`)
}

const realnameOf = (username: string) =>
  String(backend.db.table('sys_user').first((row) => row.username === username)!.realname)

describe('what a claim or loan form sends, so that a generated controller saves it whole', () => {
  it('a new loan carries the number drawn in the form and the signed-in user as 借款人', HEAVY_TEST, async () => {
    const user = userEvent.setup()
    const sent = recordBody('/ipr/loan/add', 'POST')
    renderSchema(loans, 'schemas/pages/ipr/LoanList.json')
    await user.click(await screen.findByRole('button', { name: /新\s*增/ }))
    const dialog = await screen.findByRole('dialog')
    const number = within(dialog).getByPlaceholderText<HTMLInputElement>('请输入借款单号')
    await waitFor(() => expect(number.value).toMatch(/^JK\d{12}$/))
    // 借款人 shows me by name before anyone touches it.
    const borrower = within(dialog).getByText('借款人').closest('.ant-formily-item') as HTMLElement
    await waitFor(() => expect(borrower).toHaveTextContent(realnameOf('admin')))

    await typeDate(user, within(dialog).getByPlaceholderText('请选择借款日期'), '2026-05-20')
    await user.type(within(dialog).getByPlaceholderText('请输入借款金额'), '800')
    await user.type(within(dialog).getByPlaceholderText('请输入借款事由'), '广州出差备用金')
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    expect(await sent()).toMatchObject({
      loanNo: number.value,
      borrower: 'admin',
      loanAmount: 800,
      loanReason: '广州出差备用金',
    })
  })

  it(
    'an edited claim sends the total and the amount to pay the form summed again from the lines left',
    HEAVY_TEST,
    async () => {
      const user = userEvent.setup()
      const items = backend.db.table('ipr_reimburse_item')
      const claim = backend.db.table('ipr_reimburse').first((row) => row.bpmStatus === '1')!
      // A second line to take away, whatever the seed drew for this draft.
      const [first] = items.list((line) => line.reimburseId === claim.id)
      items.insert({ ...first, id: undefined, amount: 66.6, invoiceNo: null })
      const lines = items.list((line) => line.reimburseId === claim.id).map((line) => Number(line.amount))
      const sent = recordBody('/ipr/reimburse/edit', 'PUT')
      renderSchema(claims, 'schemas/pages/ipr/ReimburseList.json')
      const search = await waitFor(() => {
        const bar = document.querySelector<HTMLElement>('.schema-search')
        expect(bar).not.toBeNull()
        return bar!
      })
      await user.type(within(search).getByLabelText('报销单号'), String(claim.reimburseNo))
      await user.click(within(search).getByRole('button', { name: /查\s*询/ }))
      const row = await waitFor(() => {
        const found = [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')]
        expect(found).toHaveLength(1)
        return found[0]
      })
      await user.click(within(row).getByText('编辑'))
      const dialog = await screen.findByRole('dialog')
      await waitFor(() => expect(within(dialog).getAllByPlaceholderText('请输入金额')).toHaveLength(lines.length))

      const remainder = lines.slice(1).reduce((sum, amount) => sum + amount, 0)
      await user.click(within(dialog).getAllByRole('img', { name: 'delete' })[0])
      const total = within(dialog).getByPlaceholderText('按报销明细自动合计')
      await waitFor(() => expect(total).toHaveValue(remainder.toFixed(2)))
      await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
      const body = await sent()
      const offset = Number(claim.offsetAmount ?? 0)
      expect(body).toMatchObject({ id: claim.id, totalAmount: +remainder.toFixed(2) })
      expect(body.payAmount).toBe(+(remainder - offset).toFixed(2))
      expect(body.iprReimburseItemList).toHaveLength(lines.length - 1)
    },
  )
})
