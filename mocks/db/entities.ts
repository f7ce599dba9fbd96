/**
 * Row shapes of the store: the camelCase JSON field names the real backend's entities (`SysUser`, …) serialise to.
 * Dates are stored already formatted (`yyyy-MM-dd HH:mm:ss`, birthday `yyyy-MM-dd`) because that is
 * the only form the real API ever shows. `type` aliases (not interfaces) so rows stay assignable to
 * the generic `Row` record the table engine works with.
 */
export type Id = string

type Audit = {
  createBy: string | null
  createTime: string | null
  updateBy: string | null
  updateTime: string | null
}

export type SysUser = Audit & {
  id: Id
  username: string
  realname: string | null
  /** Write-only on the real server; never leaves the mock (see `toUserJson`). */
  password: string
  salt: string
  avatar: string | null
  birthday: string | null
  sex: number | null
  email: string | null
  phone: string | null
  orgCode: string | null
  orgCodeTxt: string | null
  status: number
  delFlag: number
  workNo: string | null
  post: string | null
  telephone: string | null
  activitiSync: number | null
  userIdentity: number | null
  departIds: string | null
  /** Write-only like `password`. */
  thirdId: string | null
  thirdType: string | null
  relTenantIds: string | null
  clientId: string | null
  homePath: string | null
}

export type SysRole = Audit & { id: Id; roleName: string; roleCode: string; description: string | null }

export type SysUserRole = { id: Id; userId: Id; roleId: Id }

export type SysDepart = Audit & {
  id: Id
  parentId: Id | null
  departName: string
  departNameEn: string | null
  departNameAbbr: string | null
  departOrder: number
  description: string | null
  orgCategory: string
  orgType: string
  orgCode: string
  mobile: string | null
  fax: string | null
  address: string | null
  memo: string | null
  status: string
  delFlag: string
  qywxIdentifier: string | null
  directorUserIds: string | null
  oldDirectorUserIds: string | null
}

export type SysUserDepart = { id: Id; userId: Id; depId: Id }

export type SysPermission = Audit & {
  id: Id
  parentId: Id | null
  name: string
  perms: string | null
  permsType: string | null
  icon: string | null
  component: string | null
  componentName: string | null
  url: string | null
  redirect: string | null
  sortNo: number
  menuType: number
  leaf: boolean
  route: boolean
  keepAlive: boolean
  description: string | null
  delFlag: number
  ruleFlag: number
  hidden: boolean
  hideTab: boolean
  status: string | null
  alwaysShow: boolean
  internalOrExternal: boolean
}

export type SysRolePermission = {
  id: Id
  roleId: Id
  permissionId: Id
  dataRuleIds: string | null
  operateDate: string | null
  operateIp: string | null
}

export type SysDepartPermission = { id: Id; departId: Id; permissionId: Id; dataRuleIds: string | null }

export type SysPermissionDataRule = {
  id: Id
  permissionId: Id
  ruleName: string
  ruleColumn: string | null
  ruleConditions: string | null
  ruleValue: string | null
  status: string | null
  createTime: string | null
  createBy: string | null
  updateTime: string | null
  updateBy: string | null
}

export type SysDepartRole = Audit & {
  id: Id
  departId: Id
  roleName: string
  roleCode: string
  description: string | null
}

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

export type SysDict = Audit & {
  id: Id
  dictName: string
  dictCode: string
  description: string | null
  delFlag: number
  type: number
}

export type SysDictItem = Audit & {
  id: Id
  dictId: Id
  itemText: string
  itemValue: string
  description: string | null
  sortOrder: number
  status: number
}

export type SysTenant = {
  /** Integer typed in by the administrator, unlike every other entity id. */
  id: number
  name: string
  createBy: string | null
  createTime: string | null
  beginDate: string | null
  endDate: string | null
  status: number
}

export type SysPosition = Audit & {
  id: Id
  code: string
  name: string
  postRank: string
  companyId: string | null
  sysOrgCode: string | null
}

export type SysAnnouncement = Audit & {
  id: Id
  titile: string
  msgContent: string
  msgAbstract: string | null
  startTime: string | null
  endTime: string | null
  sender: string | null
  priority: string
  msgCategory: string
  msgType: string
  sendStatus: string
  sendTime: string | null
  cancelTime: string | null
  delFlag: string
  userIds: string | null
  busType: string | null
  busId: string | null
  openType: string | null
  openPage: string | null
  dtTaskId: string | null
}

export type SysAnnouncementSend = Audit & { id: Id; anntId: Id; userId: Id; readFlag: string; readTime: string | null }

export type SysLog = Audit & {
  id: Id
  costTime: number | null
  ip: string | null
  requestParam: string | null
  requestType: string | null
  requestUrl: string | null
  method: string | null
  username: string | null
  userid: string | null
  logContent: string
  logType: number
  operateType: number | null
}

export type QuartzJob = Audit & {
  id: Id
  delFlag: number
  jobClassName: string
  cronExpression: string
  parameter: string | null
  description: string | null
  status: number
}

export type SysCategory = Audit & {
  id: Id
  pid: string
  name: string
  code: string
  sysOrgCode: string | null
  hasChild: string
}

export type SysCheckRule = Audit & {
  id: Id
  ruleName: string
  ruleCode: string
  ruleJson: string
  ruleDescription: string | null
}

export type SysDataSource = Audit & {
  id: Id
  code: string
  name: string
  remark: string | null
  dbType: string
  dbDriver: string
  dbUrl: string
  dbName: string | null
  dbUsername: string
  dbPassword: string
  sysOrgCode: string | null
}

export type SysGatewayRoute = Audit & {
  id: Id
  routerId: string
  name: string
  uri: string
  predicates: string
  filters: string
  stripPrefix: number
  retryable: number
  persistable: number
  showApi: number
  status: number
  sysOrgCode: string | null
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
  sys_data_source: SysDataSource
  sys_gateway_route: SysGatewayRoute
  sys_third_account: SysThirdAccount
}

export type TableName = keyof TableRowTypes
