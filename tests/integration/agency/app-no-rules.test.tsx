import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import cases from '@schemas/pages/ipr/CaseList.json'
import { recordRequests, renderSchema, serveSignedInBackend } from '../engine/support'
import { HEAVY_TEST } from '../../support/timeouts'

serveSignedInBackend()

type User = ReturnType<typeof userEvent.setup>

const PATENT_MESSAGE = '专利申请号格式应为12位数字加校验位，如202410356781.2'
const TRADEMARK_MESSAGE = '商标注册号为7到8位数字'

async function chooseBusinessType(user: User, dialog: HTMLElement, text: string) {
  const select = within(dialog).getByRole('combobox', { name: '业务类型' }).closest<HTMLElement>('.ant-select')!
  await user.click(select.querySelector<HTMLElement>('.ant-select-selector')!)
  const dropdown = [
    ...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
  ].at(-1)!
  await user.click(await within(dropdown).findByTitle(text))
}

/** Types `value` as the 申请号 and leaves the field, which asks the server's check rule. */
async function enterAppNo(user: User, dialog: HTMLElement, value: string) {
  const input = within(dialog).getByPlaceholderText('请输入申请号')
  await user.clear(input)
  await user.type(input, value)
  await user.click(within(dialog).getByPlaceholderText('请输入案件名称'))
}

describe("申请号 is judged by the check rule of the case's business type", () => {
  it(
    'a patent number fits patents only, a trademark number trademarks only, other business is not checked',
    HEAVY_TEST,
    async () => {
      const user = userEvent.setup()
      const requests = recordRequests()
      renderSchema(cases)
      await user.click(await screen.findByRole('button', { name: /新\s*增/ }))
      const dialog = await screen.findByRole('dialog')

      await chooseBusinessType(user, dialog, '专利')
      await enterAppNo(user, dialog, '60123456')
      expect(await within(dialog).findByText(PATENT_MESSAGE)).toBeInTheDocument()
      await enterAppNo(user, dialog, '202410356781.2')
      await waitFor(() => expect(within(dialog).queryByText(PATENT_MESSAGE)).toBeNull())

      await chooseBusinessType(user, dialog, '商标')
      await enterAppNo(user, dialog, '202410356781.2')
      expect(await within(dialog).findByText(TRADEMARK_MESSAGE)).toBeInTheDocument()
      await enterAppNo(user, dialog, '60123456')
      await waitFor(() => expect(within(dialog).queryByText(TRADEMARK_MESSAGE)).toBeNull())

      await chooseBusinessType(user, dialog, '版权')
      await enterAppNo(user, dialog, '2024R11L0123456')
      await waitFor(() => expect(within(dialog).getByPlaceholderText('请输入申请号')).toHaveValue('2024R11L0123456'))
      for (const message of [PATENT_MESSAGE, TRADEMARK_MESSAGE]) expect(within(dialog).queryByText(message)).toBeNull()
      const asked = requests.all('/sys/checkRule/checkByCode').map((params) => params.get('ruleCode'))
      expect(asked).toEqual(['patent_app_no', 'patent_app_no', 'trademark_reg_no', 'trademark_reg_no'])
    },
  )
})
