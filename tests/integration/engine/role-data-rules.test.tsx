import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import roleList from '@schemas/pages/system/RoleList.json'
import { backend, failed, ok, renderSchema, serveSignedInBackend } from './support'

serveSignedInBackend()

const api = (path: string) => `*/jeecg-boot${path}`
const rowOf = (text: string) =>
  waitFor(() => {
    const row = [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')].find((candidate) =>
      candidate.textContent?.includes(text),
    )
    expect(row).toBeDefined()
    return row!
  })
const rulesGroup = (menu: string) => screen.findByRole('group', { name: `数据规则配置：${menu}` })

/** The role dialog's permission tree of three menus, only 用户管理 having data rules, over the role `role1`. */
function serveOneRole(saved: Array<Record<string, unknown>>, saveAnswer = ok(null, '保存成功!')) {
  backend.server.use(
    mswHttp.get(api('/sys/role/list'), () =>
      HttpResponse.json(ok({ records: [{ id: 'role1', roleName: '测试角色', roleCode: 'tester' }], total: 1 })),
    ),
    mswHttp.get(api('/sys/role/queryTreeList'), () =>
      HttpResponse.json(
        ok({
          treeList: [
            {
              key: 'm1',
              title: '系统管理',
              ruleFlag: 0,
              children: [
                { key: 'm2', title: '用户管理', ruleFlag: 1 },
                { key: 'm3', title: '角色管理', ruleFlag: 0 },
              ],
            },
          ],
          ids: ['m1', 'm2', 'm3'],
        }),
      ),
    ),
    mswHttp.get(api('/sys/permission/queryRolePermission'), () => HttpResponse.json(ok(['m1', 'm2']))),
    mswHttp.get(api('/sys/role/datarule/m2/role1'), () =>
      HttpResponse.json(
        ok({
          datarule: [
            { id: 'r1', ruleName: '只看本部门用户' },
            { id: 'r2', ruleName: '不显示管理员' },
          ],
          drChecked: 'r1',
        }),
      ),
    ),
    mswHttp.post(api('/sys/role/datarule'), async ({ request }) => {
      saved.push((await request.json()) as Record<string, unknown>)
      return HttpResponse.json(saveAnswer)
    }),
  )
}

async function openAuthorisation() {
  renderSchema(roleList)
  await userEvent.click(within(await rowOf('测试角色')).getByText('授权'))
  await screen.findByText('角色管理')
}

describe('授权 › 数据规则 (the role’s data permissions)', () => {
  it('marks only the menus having rules, opens them from the keyboard with the ticked ones, and saves the new ticks', async () => {
    const saved: Array<Record<string, unknown>> = []
    serveOneRole(saved)
    await openAuthorisation()
    expect(screen.queryByRole('button', { name: '角色管理的数据规则' })).toBeNull()
    expect(screen.queryByRole('button', { name: '系统管理的数据规则' })).toBeNull()
    screen.getByRole('button', { name: '用户管理的数据规则' }).focus()
    await userEvent.keyboard('{Enter}')
    const group = await rulesGroup('用户管理')
    expect(within(group).getByRole('checkbox', { name: '只看本部门用户' })).toBeChecked()
    expect(within(group).getByRole('checkbox', { name: '不显示管理员' })).not.toBeChecked()
    await userEvent.click(within(group).getByRole('checkbox', { name: '不显示管理员' }))
    await userEvent.click(within(group).getByRole('checkbox', { name: '只看本部门用户' }))
    const drawer = group.closest<HTMLElement>('.ant-drawer-content')!
    await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }))
    expect(await screen.findByText('保存成功!')).toBeInTheDocument()
    expect(saved).toEqual([{ permissionId: 'm2', roleId: 'role1', dataRuleIds: 'r2' }])
    await waitFor(() => expect(screen.queryByRole('group', { name: '数据规则配置：用户管理' })).toBeNull())
  })

  it('opens from a click on the menu’s title, warns when none is ticked and still saves the empty choice', async () => {
    const saved: Array<Record<string, unknown>> = []
    serveOneRole(saved)
    await openAuthorisation()
    await userEvent.click(screen.getByText('用户管理'))
    const group = await rulesGroup('用户管理')
    await userEvent.click(within(group).getByRole('checkbox', { name: '只看本部门用户' }))
    await userEvent.click(
      within(group.closest<HTMLElement>('.ant-drawer-content')!).getByRole('button', { name: /保\s*存/ }),
    )
    expect(await screen.findByText('请注意，现未勾选任何数据权限!')).toBeInTheDocument()
    await waitFor(() => expect(saved).toEqual([{ permissionId: 'm2', roleId: 'role1', dataRuleIds: '' }]))
  })

  it('keeps the rules open with the server’s message when the save is refused', async () => {
    const saved: Array<Record<string, unknown>> = []
    serveOneRole(saved, failed('请先保存角色菜单权限!'))
    await openAuthorisation()
    await userEvent.click(screen.getByRole('button', { name: '用户管理的数据规则' }))
    const group = await rulesGroup('用户管理')
    await userEvent.click(
      within(group.closest<HTMLElement>('.ant-drawer-content')!).getByRole('button', { name: /保\s*存/ }),
    )
    expect(await screen.findByText('请先保存角色菜单权限!')).toBeInTheDocument()
    expect(screen.getByRole('group', { name: '数据规则配置：用户管理' })).toBeInTheDocument()
  })

  it('says there is nothing to set when the menu’s rules cannot be read, and offers no save', async () => {
    serveOneRole([])
    backend.server.use(
      mswHttp.get(api('/sys/role/datarule/m2/role1'), () => HttpResponse.json(failed('未找到权限配置信息'))),
    )
    await openAuthorisation()
    await userEvent.click(screen.getByRole('button', { name: '用户管理的数据规则' }))
    expect(await screen.findByText('无配置信息!')).toBeInTheDocument()
    const drawers = document.querySelectorAll<HTMLElement>('.ant-drawer-content')
    expect(within(drawers[drawers.length - 1]).getByRole('button', { name: /保\s*存/ })).toBeDisabled()
  })

  it('grants a seeded rule to a seeded role on the built-in backend', async () => {
    const { db } = backend
    const caseMenu = db.table('sys_permission').first((row) => row.component === 'ipr/CaseList')!
    const role = db.table('sys_role').first((row) => row.roleCode === 'patent_agent')!
    const ruleNamed = (name: string) =>
      db.table('sys_permission_data_rule').first((row) => row.permissionId === caseMenu.id && row.ruleName === name)!
    renderSchema(roleList)
    await userEvent.click(within(await rowOf('专利代理人')).getByText('授权'))
    await userEvent.click(await screen.findByRole('button', { name: '案件列表的数据规则' }))
    const group = await rulesGroup('案件列表')
    expect(within(group).getByRole('checkbox', { name: '只看自己承办的案件' })).toBeChecked()
    await userEvent.click(within(group).getByRole('checkbox', { name: '只看自己承办的案件' }))
    await userEvent.click(within(group).getByRole('checkbox', { name: '只看本部门的案件' }))
    await userEvent.click(
      within(group.closest<HTMLElement>('.ant-drawer-content')!).getByRole('button', { name: /保\s*存/ }),
    )
    await waitFor(() =>
      expect(
        db.table('sys_role_permission').first((row) => row.roleId === role.id && row.permissionId === caseMenu.id)!
          .dataRuleIds,
      ).toBe(String(ruleNamed('只看本部门的案件').id)),
    )
  })
})
