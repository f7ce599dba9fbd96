import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import dictList from '@schemas/pages/system/DictList.json'
import roleList from '@schemas/pages/system/RoleList.json'
import { backend, findDrawer, ok, recordRequests, renderSchema, serveSignedInBackend } from './support'

serveSignedInBackend()

const api = (path: string) => `*/jeecg-boot${path}`
const rows = (container: HTMLElement = document.body) => [
  ...container.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]'),
]

const DEPARTS = [
  {
    id: 'a',
    key: 'a',
    title: '总公司',
    departName: '总公司',
    orgCode: 'A01',
    children: [{ id: 'b', key: 'b', title: '专利部', departName: '专利部', orgCode: 'A01A01' }],
  },
]

describe('tree lists', () => {
  it('shows a whole tree without paging', async () => {
    const requests = recordRequests()
    backend.server.use(mswHttp.get(api('/sys/sysDepart/queryTreeList'), () => HttpResponse.json(ok(DEPARTS))))
    renderSchema({
      kind: 'list',
      title: '部门',
      api: { tree: '/sys/sysDepart/queryTreeList' },
      columns: [
        { field: 'departName', title: '部门名称' },
        { field: 'orgCode', title: '机构编码' },
      ],
    })
    await waitFor(() => expect(screen.getByText('总公司')).toBeInTheDocument())
    expect(requests.last('/sys/sysDepart/queryTreeList').has('pageNo')).toBe(false)
    expect(document.querySelector('.ant-pagination')).toBeNull()
    await userEvent.click(rows()[0].querySelector('.ant-table-row-expand-icon')!)
    expect(await screen.findByText('专利部')).toBeInTheDocument()
  })

  it('loads children on expand and drops the expander of a node without any', async () => {
    const requests = recordRequests()
    backend.server.use(
      mswHttp.get(api('/sys/category/rootList'), () =>
        HttpResponse.json(
          ok({
            records: [
              { id: 'r1', name: '专利', hasChild: '1' },
              { id: 'r2', name: '商标', hasChild: '1' },
            ],
            total: 2,
          }),
        ),
      ),
      mswHttp.get(api('/sys/category/childList'), ({ request }) => {
        const pid = new URL(request.url).searchParams.get('pid')
        return HttpResponse.json(ok(pid === 'r1' ? [{ id: 'c1', name: '发明专利', hasChild: '0' }] : []))
      }),
    )
    renderSchema({
      kind: 'list',
      title: '分类字典',
      api: { list: '/sys/category/rootList', children: '/sys/category/childList' },
      tree: { parentParam: 'pid', hasChildField: 'hasChild' },
      columns: [{ field: 'name', title: '分类名称' }],
    })
    await waitFor(() => expect(rows()).toHaveLength(2))
    await userEvent.click(rows()[0].querySelector('.ant-table-row-expand-icon')!)
    expect(await screen.findByText('发明专利')).toBeInTheDocument()
    expect(requests.last('/sys/category/childList').get('pid')).toBe('r1')
    const trademark = rows().find((row) => row.textContent?.includes('商标'))!
    await userEvent.click(trademark.querySelector('.ant-table-row-expand-icon')!)
    await waitFor(() =>
      expect(
        rows()
          .find((row) => row.textContent?.includes('商标'))!
          .querySelector('.ant-table-row-expand-icon-collapsed, .ant-table-row-expand-icon-expanded'),
      ).toBeNull(),
    )
  })
})

describe('drawers', () => {
  it('assigns permissions to a role with the checked and the previous keys', async () => {
    let saved: Record<string, unknown> | undefined
    backend.server.use(
      mswHttp.get(api('/sys/role/list'), () =>
        HttpResponse.json(ok({ records: [{ id: 'role1', roleName: '管理员', roleCode: 'admin' }], total: 1 })),
      ),
      mswHttp.get(api('/sys/role/queryTreeList'), () =>
        HttpResponse.json(
          ok({
            treeList: [
              {
                key: 'm1',
                title: '系统管理',
                children: [
                  { key: 'm2', title: '用户管理' },
                  { key: 'm3', title: '角色管理' },
                ],
              },
            ],
            ids: ['m1', 'm2', 'm3'],
          }),
        ),
      ),
      mswHttp.get(api('/sys/permission/queryRolePermission'), () => HttpResponse.json(ok(['m1', 'm2']))),
      mswHttp.post(api('/sys/permission/saveRolePermission'), async ({ request }) => {
        saved = (await request.json()) as Record<string, unknown>
        return HttpResponse.json(ok(null, '保存成功！'))
      }),
    )
    renderSchema(roleList)
    await waitFor(() => expect(rows()).toHaveLength(1))
    await userEvent.click(within(rows()[0]).getByText('授权'))
    await screen.findByText('角色管理')
    await userEvent.click(
      screen.getByText('角色管理').closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!,
    )
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
    expect(await screen.findByText('保存成功！')).toBeInTheDocument()
    expect(saved).toEqual({ roleId: 'role1', permissionIds: 'm1,m2,m3', lastpermissionIds: 'm1,m2' })
  })

  it('lists a dictionary’s items in a drawer and adds one with the dictionary id', async () => {
    const requests = recordRequests()
    let added: Record<string, unknown> | undefined
    backend.server.use(
      mswHttp.get(api('/sys/dict/list'), () =>
        HttpResponse.json(ok({ records: [{ id: 'dict1', dictName: '性别', dictCode: 'sex' }], total: 1 })),
      ),
      mswHttp.get(api('/sys/dictItem/list'), () =>
        HttpResponse.json(
          ok({
            records: [{ id: 'i1', dictId: 'dict1', itemText: '男', itemValue: '1', sortOrder: 1, status: 1 }],
            total: 1,
          }),
        ),
      ),
      mswHttp.post(api('/sys/dictItem/add'), async ({ request }) => {
        added = (await request.json()) as Record<string, unknown>
        return HttpResponse.json(ok(null, '保存成功！'))
      }),
    )
    renderSchema(dictList)
    await waitFor(() => expect(rows()).toHaveLength(1))
    await userEvent.click(within(rows()[0]).getByText('字典配置'))
    const drawer = await findDrawer()
    await waitFor(() => expect(rows(drawer)).toHaveLength(1))
    expect(Object.fromEntries(requests.last('/sys/dictItem/list'))).toMatchObject({
      dictId: 'dict1',
      column: 'sortOrder',
      order: 'asc',
    })
    expect(within(drawer).getByText('启用')).toBeInTheDocument()
    await userEvent.click(within(drawer).getByRole('button', { name: /新\s*增/ }))
    // The form opens over the drawer (itself a dialog) once its code has loaded.
    const dialog = await waitFor(() => {
      const dialogs = screen.getAllByRole('dialog')
      expect(dialogs).toHaveLength(2)
      return dialogs[1]
    })
    const [text, value] = within(dialog).getAllByRole('textbox')
    await userEvent.type(text, '未知')
    await userEvent.type(value, '0')
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    await waitFor(() =>
      expect(added).toMatchObject({ dictId: 'dict1', itemText: '未知', itemValue: '0', status: 1, sortOrder: 1 }),
    )
  })
})
