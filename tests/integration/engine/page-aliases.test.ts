import { describe, expect, it } from 'vitest'
import roleList from '@schemas/pages/system/RoleList.json'
import { hasPage, loadPage, pageSource, registerPage, registerPageAliases } from '@renderers/schema/page-sources'
import { PAGE_ALIASES } from '@/engine/page-aliases'

const bundled = import.meta.glob('/schemas/pages/**/*.json')

registerPageAliases(PAGE_ALIASES)

describe('page aliases', () => {
  it('serves system/RoleUserList with the roles screen of system/RoleList', async () => {
    expect(hasPage('system/RoleUserList')).toBe(true)
    expect(await loadPage('/system/RoleUserList')).toEqual(roleList)
    expect(pageSource('system/RoleUserList')).toBe('schemas/pages/system/RoleList.json')
  })

  it('points every alias at a bundled screen and never hides one', () => {
    for (const [alias, target] of Object.entries(PAGE_ALIASES)) {
      expect(bundled, alias).toHaveProperty([`/schemas/pages/${target}.json`])
      expect(bundled, alias).not.toHaveProperty([`/schemas/pages/${alias}.json`])
    }
  })

  it('lets a schema registered under the alias name win', async () => {
    const own = {
      kind: 'list',
      title: '角色用户',
      api: { list: '/sys/role/list' },
      columns: [{ field: 'roleName', title: '角色名称' }],
    }
    registerPage('system/RoleUserList', own)
    expect(await loadPage('system/RoleUserList')).toBe(own)
    expect(await loadPage('system/RoleList')).toEqual(roleList)
  })
})
