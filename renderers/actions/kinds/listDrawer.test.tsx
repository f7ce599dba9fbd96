import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ListPageSchema, NestedList } from '../../generated/schema-language'
import { actionContext, actionOf } from '../../../tests/support/action-context'
import listDrawer from './listDrawer'

const usersOfRole = {
  kind: 'list',
  title: '角色用户',
  api: { list: '/sys/user/userRoleList' },
  columns: [],
} as unknown as ListPageSchema

describe('listDrawer', () => {
  it('shows the action’s list in a drawer, seeing the row as record and parent, with one scope per opening', async () => {
    const record = { id: 'role1', roleName: '管理员' }
    const { context, opened } = actionContext({
      action: actionOf('listDrawer', { title: '用户', page: usersOfRole }),
      record,
    })
    await listDrawer.run(context)
    const scopes: object[] = []
    const NestedList = ({ page, scope }: { page: NestedList; scope: object }) => {
      scopes.push(scope)
      return (
        <output aria-label="子列表">{`${typeof page === 'string' ? page : page.title} ${JSON.stringify(scope)}`}</output>
      )
    }
    const host = { close: vi.fn(), reload: vi.fn(), NestedList }
    const { rerender } = render(opened[0](host))
    rerender(opened[0](host))
    expect(await screen.findByText('用户')).toBeInTheDocument()
    expect(screen.getByRole('status', { name: '子列表' })).toHaveTextContent(
      `角色用户 ${JSON.stringify({ record, parent: record })}`,
    )
    expect(new Set(scopes).size).toBe(1)
  })

  it('hands a page named by its component path to the nested list, which loads it', async () => {
    const { context, opened } = actionContext({
      action: actionOf('listDrawer', { title: '字典配置', page: 'system/modules/DictItemList' }),
      record: { id: 'dict1' },
    })
    await listDrawer.run(context)
    const NestedList = ({ page }: { page: NestedList; scope: object }) => (
      <output aria-label="子列表">{typeof page === 'string' ? page : page.title}</output>
    )
    render(opened[0]({ close: vi.fn(), reload: vi.fn(), NestedList }))
    expect(await screen.findByText('字典配置')).toBeInTheDocument()
    expect(screen.getByRole('status', { name: '子列表' })).toHaveTextContent('system/modules/DictItemList')
  })

  it('checks the list it carries, and names a missing one', () => {
    const problems: string[] = []
    const list = vi.fn()
    const checker = {
      page: usersOfRole,
      inToolbar: false,
      problem: (at: (string | number)[], message: string) => void problems.push(`${at.join('/')} ${message}`),
      list,
      form: vi.fn(),
      overlays: new Set<string>(),
    }
    listDrawer.check!(actionOf('listDrawer', { page: usersOfRole }), checker)
    expect(list).toHaveBeenCalledWith(usersOfRole, ['page'])
    listDrawer.check!(actionOf('listDrawer', { page: 'system/modules/DictItemList' }), checker)
    expect(list).toHaveBeenCalledWith('system/modules/DictItemList', ['page'])
    listDrawer.check!(actionOf('listDrawer'), checker)
    expect(problems).toEqual(['page 缺少列表配置 page'])
  })
})
