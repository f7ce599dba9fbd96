import { describe, expect, it } from 'vitest'
import { ONLINE_FORM_IDS } from '@mocks/areas/online-form/seed'
import { formUrlOf, publishMenu } from '@/pages/online/cgform/designer/menu-publish'
import { session } from '@/session/session-store'
import { backend, serveSignedInBackend } from '../engine/support'

serveSignedInBackend()

const permissions = () => backend.db.table('sys_permission')

describe('配置菜单 of an online form', () => {
  it('adds the menu row under the chosen menu, grants it to the role and shows it in the signed-in menu at once', async () => {
    const parent = permissions().first((row) => row.name === '在线开发')!
    const role = backend.db.table('sys_role').first((row) => row.roleCode === 'admin')!
    const url = formUrlOf({ id: ONLINE_FORM_IDS.single })
    await publishMenu({ name: '用户表单', parentId: String(parent.id), roleId: String(role.id), url })

    const created = permissions().first((row) => row.url === url && row.name === '用户表单')!
    expect(created).toMatchObject({ component: 'modules/online/cgform/auto/OnlCgformAutoList', parentId: parent.id })
    const granted = backend.db
      .table('sys_role_permission')
      .first((row) => row.roleId === role.id && row.permissionId === created.id)
    expect(granted).toBeTruthy()
    const online = session.menu?.find((node) => node.meta?.title === '在线开发')
    expect(online?.children?.map((node) => node.path)).toContain(url)
  })

  it('chooses the list url by the theme, as the original designer does', () => {
    expect(formUrlOf({ id: 'a', themeTemplate: 'erp' })).toBe('/online/cgformErpList/a')
    expect(formUrlOf({ id: 'a', themeTemplate: 'innerTable' })).toBe('/online/cgformInnerTableList/a')
    expect(formUrlOf({ id: 'a', themeTemplate: 'tab' })).toBe('/online/cgformTabList/a')
    expect(formUrlOf({ id: 'a', themeTemplate: 'normal', isTree: 'Y' })).toBe('/online/cgformTreeList/a')
    expect(formUrlOf({ id: 'a', themeTemplate: 'normal' })).toBe('/online/cgformList/a')
  })
})
