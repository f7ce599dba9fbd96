import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { ONLINE_FORM_IDS } from '@mocks/areas/online-form/seed'
import designer from '../../../schemas/pages/online/cgform/OnlCgformHeadList.json'
import { backend, renderSchema, serveSignedInBackend } from '../engine/support'
import { HEAVY_TEST } from '../../support/timeouts'
import { renderInApp } from '../engine/support'
import { PageHost } from '@/pages/PageHost'
import { menuToRoutes } from '@/router/menu-routes'
import { menuUrlScope } from '@/router/menu-url-scope'

serveSignedInBackend()

const fieldNames = () =>
  backend.db
    .table('onl_cgform_field')
    .list((field) => field.cgformHeadId === ONLINE_FORM_IDS.single)
    .map((field) => field.dbFieldName)

describe('the online form designer’s edit', () => {
  it('deletes a field the admin removed from the table of fields', HEAVY_TEST, async () => {
    const user = userEvent.setup()
    renderSchema(designer, 'schemas/pages/online/cgform/OnlCgformHeadList.json')
    const row = (await screen.findByText('测试用户表')).closest('tr')!
    await user.click(within(row).getByRole('button', { name: /编\s*辑/ }))
    const dialog = await screen.findByRole('dialog')
    const descc = await waitFor(() => within(dialog).getByDisplayValue('descc'))
    await user.click(within(descc.closest('tr')!).getByRole('checkbox'))
    await user.click(within(dialog).getByRole('button', { name: '删除选中' }))
    expect(within(dialog).queryByDisplayValue('descc')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    await waitFor(() => expect(fieldNames()).not.toContain('descc'))
    expect(fieldNames()).toContain('name')
  })
  it('opens from a stock menu row and imports a database table as a synced form the admin then edits', async () => {
    const user = userEvent.setup()
    // A stock installation's menu names the designer with the modules/ prefix (db/jeecgboot-mysql-5.7.sql, 3.4.x).
    const [route] = menuToRoutes(
      [
        {
          path: '/online/cgform',
          component: 'modules/online/cgform/OnlCgformHeadList',
          meta: { title: 'Online表单开发' },
        },
      ],
      menuUrlScope({ token: '', tenantId: '' }),
    )
    renderInApp(
      <MemoryRouter initialEntries={[route.path]}>
        <PageHost component={route.component} route={route} />
      </MemoryRouter>,
    )
    await user.click(await screen.findByRole('button', { name: '从数据库导入表单' }))
    const picker = await screen.findByRole('dialog', { name: '从数据库导入表单' })
    await user.type(within(picker).getByRole('searchbox', { name: '按表名筛选' }), 'order_ticket')
    const table = await within(picker).findByText('jeecg_order_ticket')
    await user.click(within(table.closest('tr')!).getByRole('checkbox'))
    await user.click(within(picker).getByRole('button', { name: /导\s*入/ }))
    const row = (await screen.findByText('订单机票')).closest('tr')!
    expect(within(row).getByText('已同步')).toBeTruthy()
    await user.click(within(row).getByRole('button', { name: /编\s*辑/ }))
    const dialog = await screen.findByRole('dialog', { name: /编\s*辑/ })
    expect(await within(dialog).findByDisplayValue('ticket_code')).toBeTruthy()
  })
})
