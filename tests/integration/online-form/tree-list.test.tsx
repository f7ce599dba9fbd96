import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { ONLINE_FORM_IDS } from '@mocks/areas/online-form/seed'
import { PageHost } from '@/pages/PageHost'
import { menuToRoutes } from '@/router/menu-routes'
import { menuUrlScope } from '@/router/menu-url-scope'
import { serveSignedInBackend } from '../engine/support'
import { renderInApp } from '../engine/support'

serveSignedInBackend()

function openTreeForm() {
  const [route] = menuToRoutes(
    [
      {
        path: `/online/cgformList/${ONLINE_FORM_IDS.tree}`,
        component: 'modules/online/cgform/auto/OnlCgformAutoList',
        meta: { title: '商品分类' },
      },
    ],
    menuUrlScope({ token: '', tenantId: '' }),
  )
  return renderInApp(
    <MemoryRouter initialEntries={[route.path]}>
      <Routes>
        <Route path="*" element={<PageHost component={route.component} route={route} />} />
      </Routes>
    </MemoryRouter>,
  )
}

const rowNamed = (name: string) => screen.getByText(name).closest('tr')!

describe('online tree table', () => {
  it('shows the roots, a row’s children once it is expanded, and the custom buttons', async () => {
    const user = userEvent.setup()
    openTreeForm()
    expect(await screen.findByText('数码产品')).toBeInTheDocument()
    expect(screen.getByText('服装')).toBeInTheDocument()
    expect(screen.queryByText('手机')).toBeNull()
    await user.click(within(rowNamed('数码产品')).getByRole('button', { name: /展开|expand/i }))
    expect(await screen.findByText('手机')).toBeInTheDocument()
    expect(screen.getByText('电脑')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /发\s*布/ })).toBeInTheDocument()
    expect(screen.getByText(/以下按钮由JS增强实现，暂不可用：预览/)).toBeInTheDocument()
  })

  it('runs a server button on the selected rows after asking', async () => {
    const user = userEvent.setup()
    openTreeForm()
    await screen.findByText('服装')
    await user.click(within(rowNamed('服装')).getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: /发\s*布/ }))
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }))
    expect(await screen.findByText('执行成功!')).toBeInTheDocument()
  })
  it('adds a child with its parent chosen in the 父级节点 picker, and shows it under that parent', async () => {
    const user = userEvent.setup()
    openTreeForm()
    await screen.findByText('服装')
    await user.click(within(rowNamed('数码产品')).getByRole('button', { name: '添加下级' }))
    const dialog = await screen.findByRole('dialog')
    const item = (label: string) => within(dialog).getByText(label).closest<HTMLElement>('.ant-formily-item')!
    const parent = item('父级节点')
    expect(await within(parent).findByText('数码产品')).toBeInTheDocument()
    await user.click(within(parent).getByRole('combobox'))
    await user.click(await screen.findByTitle('服装'))
    await user.type(within(item('分类名称')).getByRole('textbox'), '衬衫')
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    await user.click(await within(rowNamed('服装')).findByRole('button', { name: /展开|expand/i }))
    expect(await screen.findByText('衬衫')).toBeInTheDocument()
  })
  it('shows a row button only where its rule matches, and runs a form button from the form, which stays open', async () => {
    const user = userEvent.setup()
    openTreeForm()
    await screen.findByText('服装')
    expect(within(rowNamed('数码产品')).getByRole('button', { name: /下\s*架/ })).toBeInTheDocument()
    expect(within(rowNamed('服装')).queryByRole('button', { name: /下\s*架/ })).toBeNull()
    await user.click(within(rowNamed('服装')).getByRole('button', { name: /编\s*辑/ }))
    const dialog = await screen.findByRole('dialog')
    await user.click(await within(dialog).findByRole('button', { name: '校验名称' }))
    expect(await screen.findByText('执行成功!')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: /确\s*定/ })).toBeInTheDocument()
  })
})
