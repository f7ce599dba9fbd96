/**
 * Menu components that name the same screen as another: real installations send system/RoleUserList (the seed's
 * 角色管理) or system/RoleList (JeecgBoot's own menu), so one schema serves both.
 */
export const PAGE_ALIASES: Readonly<Record<string, string>> = {
  'system/RoleUserList': 'system/RoleList',
}
