import type * as Api from '../../../src/generated/entities'

/**
 * Row shapes of the store. An entity's row is its generated API type (from schemas/entities) with every property
 * present — null where the database holds NULL — plus any column the real server stores but never answers (a
 * password's salt). Dates are stored already formatted (`yyyy-MM-dd HH:mm:ss`, birthday `yyyy-MM-dd`) because
 * that is the only form the real API ever shows. Link tables the API never shows whole are written out here.
 * `type` aliases (not interfaces) so rows stay assignable to the generic `Row` record the table engine works with.
 */
export type Id = string

/** Every property of an API entity, present in the stored row. */
type Stored<Entity> = { [Key in keyof Entity]-?: Exclude<Entity[Key], undefined> }

type Audit = {
  createBy: string | null
  createTime: string | null
  updateBy: string | null
  updateTime: string | null
}

export type SysUser = Stored<Api.SysUser> & {
  /** Write-only on the real server like `password`; never leaves the mock (see `toUserJson`). */
  salt: string
  /** Write-only like `salt`. */
  thirdId: string | null
  thirdType: string | null
}

export type SysRole = Stored<Api.SysRole>

export type SysDepart = Stored<Api.SysDepart> & {
  qywxIdentifier: string | null
  /** `@TableField(exist = false)` on the real entity: written with a department, kept as its director links. */
  directorUserIds: string | null
  oldDirectorUserIds: string | null
}

export type SysPermission = Stored<Api.SysPermission>
export type SysPermissionDataRule = Stored<Api.SysPermissionDataRule>
export type SysDepartRole = Stored<Api.SysDepartRole>
export type SysDict = Stored<Api.SysDict>
export type SysDictItem = Stored<Api.SysDictItem>
export type SysTenant = Stored<Api.SysTenant>
export type SysPosition = Stored<Api.SysPosition>
export type SysAnnouncement = Stored<Api.SysAnnouncement>
export type SysAnnouncementSend = Stored<Api.SysAnnouncementSend>
export type SysLog = Stored<Api.SysLog>
export type QuartzJob = Stored<Api.QuartzJob>
export type SysCategory = Stored<Api.SysCategory>
export type SysCheckRule = Stored<Api.SysCheckRule>
export type SysMessage = Stored<Api.SysMessage>
export type SysMessageTemplate = Stored<Api.SysMessageTemplate>
export type SysDataSource = Stored<Api.SysDataSource>
export type SysGatewayRoute = Stored<Api.SysGatewayRoute>

export type SysUserRole = { id: Id; userId: Id; roleId: Id }

export type SysUserDepart = { id: Id; userId: Id; depId: Id }

export type SysRolePermission = {
  id: Id
  roleId: Id
  permissionId: Id
  dataRuleIds: string | null
  operateDate: string | null
  operateIp: string | null
}

export type SysDepartPermission = { id: Id; departId: Id; permissionId: Id; dataRuleIds: string | null }

export type SysDepartRoleUser = { id: Id; userId: Id; droleId: Id }

export type SysDepartRolePermission = {
  id: Id
  departId: Id
  roleId: Id
  permissionId: Id
  dataRuleIds: string | null
  operateDate: string | null
  operateIp: string | null
}

export type SysThirdAccount = Audit & {
  id: Id
  sysUserId: Id | null
  avatar: string | null
  status: number
  delFlag: number
  realname: string | null
  thirdType: string
  thirdUserUuid: string
  thirdUserId: string | null
}

/** Table name → row type, for typed access through `db.table(name)`. */
export type TableRowTypes = {
  sys_user: SysUser
  sys_role: SysRole
  sys_user_role: SysUserRole
  sys_depart: SysDepart
  sys_user_depart: SysUserDepart
  sys_permission: SysPermission
  sys_role_permission: SysRolePermission
  sys_depart_role: SysDepartRole
  sys_depart_permission: SysDepartPermission
  sys_permission_data_rule: SysPermissionDataRule
  sys_depart_role_user: SysDepartRoleUser
  sys_depart_role_permission: SysDepartRolePermission
  sys_dict: SysDict
  sys_dict_item: SysDictItem
  sys_tenant: SysTenant
  sys_position: SysPosition
  sys_announcement: SysAnnouncement
  sys_announcement_send: SysAnnouncementSend
  sys_log: SysLog
  sys_quartz_job: QuartzJob
  sys_category: SysCategory
  sys_check_rule: SysCheckRule
  sys_sms: SysMessage
  sys_sms_template: SysMessageTemplate
  sys_data_source: SysDataSource
  sys_gateway_route: SysGatewayRoute
  sys_third_account: SysThirdAccount
}

export type TableName = keyof TableRowTypes
