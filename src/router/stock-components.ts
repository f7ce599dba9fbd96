/**
 * The app names a screen by the menu component of JeecgBoot's Vue 2 front end (3.4.x's ant-design-vue-jeecg:
 * `system/UserList`), the spelling the business area's menu rows use. A stock installation's menu seed
 * (db/jeecgboot-mysql-5.7.sql) spells the same screens other ways: 3.4.x names Online and module screens with a
 * `modules/` prefix, and 3.6.x (jeecgboot-vue3) names every screen by its folder (`system/user/index`,
 * `super/online/cgform/index`). A menu row of either release opens the app's screen for it.
 */
const STOCK_COMPONENTS: Readonly<Record<string, string>> = {
  // The online list components are the built-in online library's; its auto list draws every form style (tree, ERP,
  // inner table, tabs) from the form's own config, as the stock per-style components do.
  'modules/online/cgform/auto/OnlCgformAutoList': 'online/OnlCgformAutoList',
  'modules/online/cgform/auto/OnlCgformTreeList': 'online/OnlCgformAutoList',
  'modules/online/cgform/auto/erp/OnlCgformErpList': 'online/OnlCgformAutoList',
  'modules/online/cgform/auto/innerTable/OnlCgformInnerTableList': 'online/OnlCgformAutoList',
  'modules/online/cgform/auto/tab/OnlCgformTabList': 'online/OnlCgformAutoList',
  'modules/online/cgreport/auto/OnlCgreportAutoList': 'online/OnlCgreportAutoList',
  'super/online/cgform/auto/default/OnlineAutoList': 'online/OnlCgformAutoList',
  'super/online/cgform/auto/tree/OnlineAutoTreeList': 'online/OnlCgformAutoList',
  'super/online/cgform/auto/erp/OnlCgformErpList': 'online/OnlCgformAutoList',
  'super/online/cgform/auto/innerTable/OnlCgformInnerTableList': 'online/OnlCgformAutoList',
  'super/online/cgform/auto/tab/OnlCgformTabList': 'online/OnlCgformAutoList',
  'super/online/cgreport/auto/OnlCgReportList': 'online/OnlCgreportAutoList',
  'super/online/cgform/index': 'online/cgform/OnlCgformHeadList',
  // 3.4.x's new menu screen replaced the old one over the same /sys/permission endpoints.
  'system/NewPermissionList': 'system/PermissionList',
  // 3.4.x's account settings are tabs of one screen; the app's settings page holds them together.
  'account/settings/BaseSetting': 'account/settings/Index',
  'account/settings/Binding': 'account/settings/Index',
  'account/settings/Custom': 'account/settings/Index',
  'account/settings/Notification': 'account/settings/Index',
  'account/settings/Security': 'account/settings/Index',
  'sys/exception/Exception': 'exception/404',
  'sys/exception/NotAccessException': 'exception/403',
  'sys/exception/ServerErrorException': 'exception/500',
  'system/user/index': 'system/UserList',
  'system/role/index': 'system/RoleList',
  'system/menu/index': 'system/PermissionList',
  'system/depart/index': 'system/DepartList',
  'system/departUser/index': 'system/DepartUserList',
  'system/dict/index': 'system/DictList',
  'system/category/index': 'system/SysCategoryList',
  'system/checkRule/index': 'system/SysCheckRuleList',
  'system/fillRule/index': 'system/SysFillRuleList',
  'system/notice/index': 'system/SysAnnouncementList',
  'system/onlineuser/OnlineUserList': 'system/SysUserOnlineList',
  'system/ossfile/index': 'modules/oss/OSSFileList',
  'system/position/index': 'system/SysPositionList',
  'system/tenant/index': 'system/TenantList',
  'system/address/index': 'system/AddressList',
  'system/message/template/index': 'modules/message/SysMessageTemplateList',
  'monitor/datalog/index': 'system/DataLogList',
  'monitor/datasource/index': 'system/SysDataSourceList',
  'monitor/log/index': 'system/LogList',
  'monitor/mynews/index': 'system/UserAnnouncementList',
  'monitor/quartz/index': 'system/QuartzJobList',
  'monitor/redis/index': 'modules/monitor/RedisInfo',
  'monitor/route/index': 'system/SysGatewayRouteList',
  // 3.6.x's 性能监控 is one screen of server, JVM and Tomcat figures; the server screen leads the app's set.
  'monitor/server/index': 'modules/monitor/SystemInfo',
  'monitor/trace/index': 'modules/monitor/HttpTrace',
}

const MODULES = 'modules/'

/** A menu row's component as the app names its screen (a leading slash, as some rows carry, dropped). */
export const stockComponent = (component: string): string => {
  const name = component.replace(/^\/+/, '')
  return STOCK_COMPONENTS[name] ?? name
}

/**
 * The component as served: as given when the app has it, else the same path with `modules/` added or taken away
 * (stock rows and the app's own disagree on the prefix for module screens: `modules/online/cgform/OnlCgformHeadList`).
 */
export function servedComponent(component: string, served: (component: string) => boolean): string {
  if (served(component)) return component
  const other = component.startsWith(MODULES) ? component.slice(MODULES.length) : `${MODULES}${component}`
  return served(other) ? other : component
}
