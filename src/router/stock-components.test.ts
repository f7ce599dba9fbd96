import { describe, expect, it } from 'vitest'
import stock from '../../tests/fixtures/jeecg/stock-menu-components.json'
import { registerPageAliases } from '@renderers'
import { PAGE_ALIASES } from '@/engine/page-aliases'
import { isServed } from '@/pages/served'
import { servedComponent, stockComponent } from './stock-components'

/**
 * Stock screens the app does not offer: Online report configuration, the online form's copy and detail views, the
 * demo workflow forms, and 3.6.x's tenant packs, third-party app config, dictionary-table allow list and user
 * settings. Each opens the clear "no page" screen.
 */
const NOT_OFFERED = new Set([
  'modules/bpm/task/form/FormModule',
  'modules/extbpm/joa/JoaOvertimeList',
  'modules/online/cgform/OnlCgformCopyList',
  'modules/online/cgform/auto/OnlineDynamicForm',
  'modules/online/cgreport/OnlCgreportHeadList',
  'super/online/cgform/CgformCopyList',
  'super/online/cgform/auto/default/OnlineAutoDetail',
  'super/online/cgreport/index',
  'sys/exception/NetworkErrorException',
  'sys/exception/NotDataErrorException',
  'system/appconfig/ThirdAppConfigList',
  'system/examples/demo/index',
  'system/role/TenantRoleList',
  'system/tableWhiteList/SysTableWhiteListList',
  'system/tenant/TenantUserList',
  'system/tenant/my/MyTenantList',
  'system/tenant/pack/TenantDefaultPackList',
  'system/usersetting/UserSetting',
])

// As the app's engine registers them at start (3.4.x's 角色管理 is system/RoleUserList).
registerPageAliases(PAGE_ALIASES)

const resolve = (component: string) => servedComponent(stockComponent(component), isServed)

describe('stock menu components', () => {
  it.each(Object.entries(stock.menus))('opens every screen of the %s menu seed that the app offers', (_, rows) => {
    const unserved = rows.map((row) => row.component).filter((component) => !isServed(resolve(component)))
    expect(unserved.filter((component) => !NOT_OFFERED.has(component))).toEqual([])
    expect(unserved.length).toBeGreaterThan(0)
  })

  it('lists as not offered only components of the recorded seeds that the app does not resolve', () => {
    const recorded = new Set(Object.values(stock.menus).flatMap((rows) => rows.map((row) => row.component)))
    for (const component of NOT_OFFERED) {
      expect(recorded.has(component), component).toBe(true)
      expect(isServed(resolve(component)), component).toBe(false)
    }
  })

  it('resolves a module screen with and without the modules/ prefix, and the 3.6.x folder names', () => {
    expect(resolve('modules/online/cgform/OnlCgformHeadList')).toBe('online/cgform/OnlCgformHeadList')
    expect(resolve('online/cgform/OnlCgformHeadList')).toBe('online/cgform/OnlCgformHeadList')
    expect(resolve('monitor/RedisInfo')).toBe('modules/monitor/RedisInfo')
    expect(resolve('/system/UserList')).toBe('system/UserList')
    expect(resolve('super/online/cgform/index')).toBe('online/cgform/OnlCgformHeadList')
    expect(resolve('monitor/quartz/index')).toBe('system/QuartzJobList')
    expect(resolve('x/Unknown')).toBe('x/Unknown')
  })
})
