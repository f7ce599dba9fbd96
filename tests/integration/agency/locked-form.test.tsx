import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import loanList from '../../../schemas/pages/ipr/LoanList.json'
import { backend, renderSchema, serveSignedInBackend } from '../engine/support'
import { HEAVY_TEST } from '../../support/timeouts'

serveSignedInBackend()

/** The 编辑 of the first row of the list whose status tag reads `status`, and the dialog it opens. */
async function editRowWith(status: string): Promise<HTMLElement> {
  const tag = await screen.findAllByText(status, { selector: '.ant-tag' })
  const row = tag[0].closest('tr')!
  await userEvent.click(within(row).getByText('编辑'))
  return screen.findByRole('dialog')
}

describe('a locked record’s edit form', () => {
  it(
    'shows what approval keeps disabled, says why, and leaves open what follows approval; a draft is all open; 批量删除 is disabled while an approved row is selected; 变更 reopens an approved record',
    HEAVY_TEST,
    async () => {
      // A draft beside the approved ones, whatever the seed made of the loans: the newest, shown first.
      const loans = backend.db.table('ipr_loan')
      const [newest] = loans.list(() => true).sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)))
      loans.update(newest.id, { bpmStatus: '1' })
      renderSchema(loanList, 'schemas/pages/ipr/LoanList.json')
      const approved = await editRowWith('已完成')
      const note = await within(approved).findByRole('alert')
      expect(note.textContent).toContain('该数据已审批通过，审批过的内容不能修改')
      expect(note.textContent).toContain('还款状态')
      await waitFor(() => expect(within(approved).getByPlaceholderText('请输入借款事由')).toBeDisabled())
      expect(within(approved).getByPlaceholderText('请输入借款金额')).toBeDisabled()
      // The repayments, a sub-table, are what follows a loan's approval: still open.
      expect(within(approved).getByText('新增还款').closest('button')).toBeEnabled()
      await userEvent.click(within(approved).getByRole('button', { name: /取\s*消/ }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

      const draft = await editRowWith('待提交')
      await waitFor(() => expect(within(draft).getByPlaceholderText('请输入借款事由')).toBeEnabled())
      expect(within(draft).queryByRole('alert')).toBeNull()
      const draftRow = (await screen.findAllByText('待提交', { selector: '.ant-tag' }))[0].closest('tr')!
      expect(within(draftRow).queryByText('变更')).toBeNull()
      await userEvent.click(within(draft).getByRole('button', { name: /取\s*消/ }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

      // 批量删除 is disabled while the selection holds an approved row, saying why as that row's 删除 does, and
      // runs again once the row is deselected.
      const batch = () => screen.getByText('批量删除').closest('button')!
      const approvedRow = (await screen.findAllByText('已完成', { selector: '.ant-tag' }))[0].closest('tr')!
      await userEvent.click(within(draftRow).getByRole('checkbox'))
      expect(batch()).toBeEnabled()
      await userEvent.click(within(approvedRow).getByRole('checkbox'))
      expect(batch()).toBeDisabled()
      await userEvent.hover(batch().parentElement!)
      await waitFor(() => expect(batch().parentElement).toHaveAccessibleDescription('已审批通过，不允许删除'))
      await userEvent.click(within(approvedRow).getByRole('checkbox'))
      expect(batch()).toBeEnabled()
      expect(screen.queryByText('已审批通过，不允许删除')).toBeNull()
      await userEvent.click(within(draftRow).getByRole('checkbox'))

      // An approved row cannot be deleted, and says why; 变更 reopens it and opens its form unlocked.
      const row = (await screen.findAllByText('已完成', { selector: '.ant-tag' }))[0].closest('tr')!
      const remove = within(row).getByText('删除').closest('button')!
      expect(remove).toBeDisabled()
      await userEvent.hover(remove.parentElement!)
      expect(await screen.findByText('已审批通过，不允许删除')).toBeTruthy()
      await userEvent.click(within(row).getByText('变更'))
      const confirm = await screen.findByRole('dialog')
      expect(confirm.textContent).toContain('已审批通过的版本保存在数据日志中')
      await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }))
      // The edit form, titled 变更 as its confirmation was.
      const reason = await screen.findByPlaceholderText('请输入借款事由')
      const change = reason.closest<HTMLElement>('[role="dialog"]')!
      expect(within(change).getAllByText('变更').length).toBeGreaterThan(0)
      await waitFor(() => expect(reason).toBeEnabled())
      expect(within(change).queryByRole('alert')).toBeNull()
    },
  )
})
