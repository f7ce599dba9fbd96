import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { ONLINE_FORM_IDS } from '@mocks/areas/online-form/seed'
import { PageHost } from '@/pages/PageHost'
import { menuToRoutes } from '@/router/menu-routes'
import { menuUrlScope } from '@/router/menu-url-scope'
import { backend, serveSignedInBackend } from '../engine/support'
import { renderInApp } from '../engine/support'

serveSignedInBackend()

const SCOPE = menuUrlScope({ token: '', tenantId: '' })
const COMPONENT = 'modules/online/cgform/auto/OnlCgformAutoList'

/** The page the shell shows for a published online form's menu row. */
function openForm(id: string) {
  const [route] = menuToRoutes(
    [{ path: `/online/cgformList/${id}`, component: COMPONENT, meta: { title: '在线表单' } }],
    SCOPE,
  )
  return renderInApp(
    <MemoryRouter initialEntries={[route.path]}>
      <Routes>
        <Route path="*" element={<PageHost component={route.component} route={route} />} />
      </Routes>
    </MemoryRouter>,
  )
}

/** The input of a form item, found by its label. */
const inputOf = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label).closest('.ant-formily-item')!.querySelector('input')!

const rows = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')]

describe('online form auto list', () => {
  it('draws the seeded form: its columns, dictionary texts and the notice-free page', async () => {
    openForm(ONLINE_FORM_IDS.single)
    await waitFor(() => expect(rows()).toHaveLength(3))
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent)
    expect(headers).toEqual(expect.arrayContaining(['用户名', '性别', '年龄', '生日', '头像']))
    expect(within(rows()[0]).getAllByText(/男|女/).length).toBeGreaterThan(0)
    expect(document.querySelector('.online-form-notes')).toBeNull()
  })

  it('shows a stored field comment holding {{ }}, ${ }, < and javascript: as typed, the page still drawn', async () => {
    // A whole-text placeholder is what Formily compiles; the rest must come through untouched as well.
    const hostile = '{{ 1 + 1 }} ${x} <b>javascript:alert(1) }}'
    const field = backend.db
      .table('onl_cgform_field')
      .first((row) => row.cgformHeadId === ONLINE_FORM_IDS.single && row.dbFieldTxt === '用户名')!
    backend.db.table('onl_cgform_field').update(field.id, { dbFieldTxt: hostile })
    openForm(ONLINE_FORM_IDS.single)
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toContain(hostile)
    await userEvent.setup().click(screen.getByRole('button', { name: /新\s*增/ }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(hostile)).toBeInTheDocument()
    expect(screen.queryByText('页面配置有误')).toBeNull()
  })

  it('shows a dictionary text and a stored value holding {{ }}, ${ }, < and javascript: as typed, the form still opening', async () => {
    const hostile = (where: string) => `{{ 1 + 1 }} \${x} <b>javascript:alert(1) }} ${where}`
    const dict = backend.db.table('sys_dict').first((row) => row.dictCode === 'sex')!
    const male = backend.db.table('sys_dict_item').first((row) => row.dictId === dict.id && row.itemValue === '1')!
    backend.db.table('sys_dict_item').update(male.id, { itemText: hostile('字典') })
    const data = backend.db.table('onl_data$test_demo')
    const row = data.first((each) => String(each.sex) === '1')!
    data.update(String(row.id), { name: hostile('值') })
    openForm(ONLINE_FORM_IDS.single)
    await waitFor(() => expect(rows()).toHaveLength(3))
    const shown = rows().find((each) => each.textContent?.includes(hostile('值')))!
    expect(within(shown).getByText(hostile('值'))).toBeInTheDocument()
    expect(within(shown).getByText(hostile('字典'))).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: /新\s*增/ }))
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    expect(document.querySelector('.ant-table-tbody b')).toBeNull()
    expect(screen.queryByText('页面配置有误')).toBeNull()
  })

  it('adds a row through the translated form', async () => {
    const user = userEvent.setup()
    openForm(ONLINE_FORM_IDS.single)
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    await user.click(screen.getByRole('button', { name: /新\s*增/ }))
    const dialog = await screen.findByRole('dialog')
    await user.type(inputOf(dialog, '用户名'), '赵七')
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    await waitFor(() => expect(backend.db.table('onl_data$test_demo').first((row) => row.name === '赵七')).toBeTruthy())
  })

  it('says 表单未同步数据库 with a link to the designer for a form never synced', async () => {
    backend.db.table('onl_cgform_head').update(ONLINE_FORM_IDS.single, { isDbSynch: 'N' })
    openForm(ONLINE_FORM_IDS.single)
    expect(await screen.findByText('表单未同步数据库')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Online表单开发' })).toHaveAttribute('href', '/online/cgform')
  })
  it('erp: the row clicked shows its sub tables in tabs under the list, where a sub row is added; gone with the row', async () => {
    const user = userEvent.setup()
    backend.db.table('onl_cgform_head').update(ONLINE_FORM_IDS.orderMain, { themeTemplate: 'erp' })
    openForm(ONLINE_FORM_IDS.orderMain)
    expect(await screen.findByText('点击上方的一行，查看它的明细')).toBeInTheDocument()
    await user.click(await screen.findByText('DD20210302001'))
    const below = document.querySelector<HTMLElement>('.list-sub-lists')!
    expect(await within(below).findByText('笔记本')).toBeInTheDocument()
    await user.click(within(below).getByRole('tab', { name: '订单客户' }))
    expect(await within(below).findByText('赵六')).toBeInTheDocument()
    const customers = within(below).getByRole('tabpanel', { name: '订单客户' })
    await user.click(within(customers).getByRole('button', { name: /新\s*增/ }))
    const dialog = await screen.findByRole('dialog')
    await user.type(inputOf(dialog, '客户名字'), '钱七')
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    expect(await within(customers).findByText('钱七')).toBeInTheDocument()
    const order = backend.db.table('onl_data$test_order_main').first((row) => row.order_code === 'DD20210302001')!
    expect(backend.db.table('onl_data$test_order_customer').first((row) => row.name === '钱七')).toMatchObject({
      order_id: order.id,
    })
    await user.click(within(rows()[0]).getByRole('button', { name: /删\s*除/ }))
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }))
    expect(await screen.findByText('点击上方的一行，查看它的明细')).toBeInTheDocument()
  })

  it('erp: a row takes keyboard focus and is chosen with Enter', async () => {
    const user = userEvent.setup()
    backend.db.table('onl_cgform_head').update(ONLINE_FORM_IDS.orderMain, { themeTemplate: 'erp' })
    openForm(ONLINE_FORM_IDS.orderMain)
    const row = (await screen.findByText('DD20210302001')).closest<HTMLElement>('tr')!
    row.focus()
    expect(row).toHaveFocus()
    await user.keyboard('{Enter}')
    const below = document.querySelector<HTMLElement>('.list-sub-lists')!
    expect(await within(below).findByText('笔记本')).toBeInTheDocument()
    expect(row).toHaveAttribute('aria-selected', 'true')
  })

  it('innerTable: a row expands to show its sub rows, read-only', async () => {
    const user = userEvent.setup()
    backend.db.table('onl_cgform_head').update(ONLINE_FORM_IDS.orderMain, { themeTemplate: 'innerTable' })
    openForm(ONLINE_FORM_IDS.orderMain)
    await screen.findByText('DD20210302001')
    expect(screen.queryByText('笔记本')).toBeNull()
    await user.click(screen.getByRole('button', { name: /展开|expand/i }))
    const expanded = (await screen.findByText('笔记本')).closest<HTMLElement>('.ant-table-expanded-row')!
    expect(within(expanded).getByRole('tab', { name: '订单客户' })).toBeInTheDocument()
    expect(within(expanded).queryByRole('button', { name: /新\s*增|编\s*辑|删\s*除/ })).toBeNull()
  })
})
