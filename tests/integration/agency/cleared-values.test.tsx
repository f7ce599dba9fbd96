import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import customers from '@schemas/pages/ipr/CustomerList.json'
import { backend, renderSchema, serveSignedInBackend } from '../engine/support'
import { HEAVY_TEST } from '../../support/timeouts'

serveSignedInBackend()

const itemOf = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label).closest<HTMLElement>('.ant-formily-item')!

/**
 * The built-in backend's edit writes only non-null properties, as a generated controller's `updateById` does under
 * MyBatis-Plus's NOT_NULL strategy: a value the form leaves out or sends as null is kept.
 */
describe('clearing a value on edit', () => {
  it(
    'sends "" for a cleared text, textarea, dictionary select, search select and date, and text columns clear',
    HEAVY_TEST,
    async () => {
      const user = userEvent.setup()
      const table = backend.db.table('ipr_customer')
      const customer = table.first((row) => !!row.customerLevel && !!row.signDate && !!row.salesman && !!row.phone)!
      table.update(customer.id, { address: '上海市浦东新区张江路 1 号' })
      const bodies: Record<string, unknown>[] = []
      backend.server.events.on('request:start', ({ request }) => {
        if (new URL(request.url).pathname.endsWith('/ipr/customer/edit'))
          void request
            .clone()
            .json()
            .then((body: Record<string, unknown>) => bodies.push(body))
      })
      renderSchema(customers)
      await user.type(await screen.findByPlaceholderText('请输入客户名称'), String(customer.customerName))
      await user.click(screen.getAllByRole('button', { name: /查\s*询/ })[0])
      const row = (await screen.findByText(String(customer.customerName), { selector: 'td *, td' })).closest('tr')!
      await user.click(within(row).getByRole('button', { name: /编\s*辑/ }))
      const dialog = await screen.findByRole('dialog')
      await waitFor(() => expect(within(dialog).getByDisplayValue(String(customer.phone))).toBeInTheDocument())

      await user.clear(within(dialog).getByDisplayValue(String(customer.phone)))
      await user.clear(within(dialog).getByDisplayValue('上海市浦东新区张江路 1 号'))
      for (const label of ['客户等级', '业务员']) {
        const item = itemOf(dialog, label)
        await user.hover(item.querySelector('.ant-select')!)
        await user.click(item.querySelector('.ant-select-clear')!)
      }
      const date = itemOf(dialog, '签约日期')
      await user.hover(date.querySelector('.ant-picker')!)
      await user.click(date.querySelector('.ant-picker-clear')!)
      await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))

      await waitFor(() => expect(bodies).toHaveLength(1))
      expect(bodies[0]).toMatchObject({ phone: '', address: '', customerLevel: '', salesman: '', signDate: '' })
      await waitFor(() =>
        expect(table.get(customer.id as string)).toMatchObject({
          phone: '',
          address: '',
          customerLevel: '',
          salesman: '',
        }),
      )
      // Jackson reads "" into a date property as null, which NOT_NULL keeps: the API catalogue's server rule.
      expect(table.get(customer.id as string)?.signDate).toBe(customer.signDate)
    },
  )
})
