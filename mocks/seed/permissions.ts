import type { SysPermission } from '../kernel/db/entities'
import { AGENCY_MENU } from './agency/menus'
import { STATS_MENU } from './agency/menus-stats'
import { PEOPLE_MENU } from './agency/menus-people'
import { ONLINE_FORM_IDS } from './online-forms'
import { FINANCE_MENU } from './agency/menus-finance'
import { REPORT_IDS } from './online-reports'
import { audit, type SeedContext } from '../kernel/db/seed-context'

/** Placeholder the Vue 2 era menus carry in `url`; the front end resolves it to its configured base URL. */
const DOMAIN = "{{ window._CONFIG['domianURL'] }}"

/** The online-report list component as the real backend's menu rows name it. */
const ONLINE_REPORT = 'modules/online/cgreport/auto/OnlCgreportAutoList'

/** The online-form list component: published forms and the hidden `:code` route name it. */
const ONLINE_FORM = 'modules/online/cgform/auto/OnlCgformAutoList'

export interface ButtonSpec {
  key: string
  name: string
  perms: string
  /** "1" show/hide strategy (default), "2" disable strategy. */
  permsType?: '1' | '2'
  /** "0" marks the button code invalid: the Vue 2 `v-has` directive then leaves the element alone. */
  status?: '1' | '0'
}

export interface MenuSpec {
  key: string
  name: string
  url: string
  component: string
  sortNo: number
  icon?: string
  componentName?: string
  redirect?: string
  keepAlive?: boolean
  hidden?: boolean
  hideTab?: boolean
  alwaysShow?: boolean
  internalOrExternal?: boolean
  route?: boolean
  children?: MenuSpec[]
  buttons?: ButtonSpec[]
}

const crud = (prefix: string, noun: string): ButtonSpec[] => [
  { key: `${prefix}:add`, name: `添加${noun}`, perms: `${prefix}:add` },
  { key: `${prefix}:edit`, name: `编辑${noun}`, perms: `${prefix}:edit` },
  { key: `${prefix}:delete`, name: `删除${noun}`, perms: `${prefix}:delete` },
]

/**
 * The menu of the firm's back office. Components and urls follow the backend's default data
 * (the v3.4.0 seed's menu rows) so a real installation and the built-in backend resolve the same screens.
 */
const MENU: readonly MenuSpec[] = [
  {
    key: 'home',
    name: '首页',
    url: '/dashboard/analysis',
    component: 'dashboard/Analysis',
    sortNo: 0,
    icon: 'home',
    keepAlive: true,
  },
  ...AGENCY_MENU,
  ...STATS_MENU,
  ...PEOPLE_MENU,
  ...FINANCE_MENU,
  {
    key: 'bpm',
    name: '流程管理',
    url: '/bpm-manage',
    component: 'layouts/RouteView',
    sortNo: 1,
    icon: 'deployment-unit',
    redirect: '/bpm/task/todo',
    children: [
      {
        key: 'bpmModel',
        name: '流程模型',
        url: '/bpm/manager/model',
        component: 'bpm/ModelList',
        sortNo: 1,
        icon: 'cluster',
        buttons: [
          { key: 'bpm:model:add', name: '新建模型', perms: 'bpm:model:add' },
          { key: 'bpm:model:deploy', name: '发布模型', perms: 'bpm:model:deploy' },
          { key: 'bpm:model:delete', name: '删除模型', perms: 'bpm:model:delete' },
        ],
      },
      {
        key: 'bpmForm',
        name: '流程表单',
        url: '/bpm/manager/form',
        component: 'bpm/FormDesignLink',
        sortNo: 2,
        icon: 'form',
        buttons: crud('bpm:form', '流程表单'),
      },
      {
        key: 'bpmTodo',
        name: '我的待办',
        url: '/bpm/task/todo',
        component: 'bpm/TaskTodoList',
        sortNo: 3,
        icon: 'schedule',
        keepAlive: true,
      },
      {
        key: 'bpmDone',
        name: '我的已办',
        url: '/bpm/task/done',
        component: 'bpm/TaskDoneList',
        sortNo: 4,
        icon: 'check-square',
      },
      {
        key: 'bpmInstance',
        name: '流程实例',
        url: '/bpm/process/instance',
        component: 'bpm/ProcessInstanceList',
        sortNo: 5,
        icon: 'partition',
      },
      // Opened from the model list only; never cached so each model opens in a clean designer.
      {
        key: 'bpmEditor',
        name: '流程设计器',
        url: '/bpm/modelEditor',
        component: 'bpm/ModelEditor',
        sortNo: 6,
        hidden: true,
        keepAlive: false,
      },
    ],
  },
  {
    key: 'isystem',
    name: '系统管理',
    url: '/isystem',
    component: 'layouts/RouteView',
    sortNo: 2,
    icon: 'setting',
    children: [
      {
        key: 'user',
        name: '用户管理',
        url: '/isystem/user',
        component: 'system/UserList',
        sortNo: 1,
        icon: 'user',
        buttons: [
          { key: 'user:add', name: '添加按钮', perms: 'user:add' },
          { key: 'user:edit', name: '编辑按钮', perms: 'user:edit' },
          { key: 'user:delete', name: '删除按钮', perms: 'user:delete' },
          { key: 'user:batchDelete', name: '批量删除按钮', perms: 'user:batchDelete' },
          { key: 'user:import', name: '导入按钮', perms: 'user:import' },
          { key: 'user:export', name: '导出按钮', perms: 'user:export' },
          { key: 'user:frozen', name: '冻结/解冻按钮', perms: 'user:frozen' },
          { key: 'user:form:birthday', name: '禁用生日字段', perms: 'user:form:birthday', permsType: '2' },
          { key: 'user:sync', name: '同步流程引擎按钮', perms: 'user:sync', status: '0' },
        ],
      },
      {
        key: 'role',
        name: '角色管理',
        url: '/isystem/roleUserList',
        component: 'system/RoleUserList',
        sortNo: 2,
        icon: 'team',
        buttons: [
          ...crud('role', '角色'),
          { key: 'role:authorize', name: '角色授权', perms: 'role:authorize' },
          { key: 'role:user', name: '角色用户', perms: 'role:user' },
        ],
      },
      {
        key: 'permission',
        name: '菜单管理',
        url: '/isystem/permission',
        component: 'system/PermissionList',
        sortNo: 3,
        icon: 'menu',
        buttons: [
          ...crud('permission', '菜单'),
          { key: 'permission:dataRule', name: '数据规则', perms: 'permission:dataRule', status: '0' },
        ],
      },
      {
        key: 'addressList',
        name: '通讯录',
        url: '/isystem/addressList',
        component: 'system/AddressList',
        sortNo: 3,
        icon: 'book',
      },
      {
        key: 'depart',
        name: '部门管理',
        url: '/isystem/depart',
        component: 'system/DepartList',
        sortNo: 4,
        icon: 'apartment',
        buttons: [...crud('depart', '部门'), { key: 'depart:role', name: '部门角色', perms: 'depart:role' }],
      },
      {
        key: 'departUser',
        name: '我的部门',
        url: '/isystem/departUserList',
        component: 'system/DepartUserList',
        sortNo: 5,
        icon: 'cluster',
      },
      {
        key: 'dict',
        name: '数据字典',
        url: '/isystem/dict',
        component: 'system/DictList',
        sortNo: 6,
        icon: 'book',
        keepAlive: true,
        buttons: [
          ...crud('dict', '字典'),
          { key: 'dict:item', name: '字典配置', perms: 'dict:item' },
          { key: 'dict:export', name: '导出字典', perms: 'dict:export' },
          { key: 'dict:import', name: '导入字典', perms: 'dict:import', status: '0' },
        ],
      },
      {
        key: 'category',
        name: '分类字典',
        url: '/isys/category',
        component: 'system/SysCategoryList',
        sortNo: 7,
        icon: 'tags',
        buttons: crud('category', '分类'),
      },
      {
        key: 'log',
        name: '日志管理',
        url: '/isystem/log',
        component: 'system/LogList',
        sortNo: 8,
        icon: 'file-search',
        buttons: [{ key: 'log:delete', name: '删除日志', perms: 'log:delete' }],
      },
      {
        key: 'quartz',
        name: '定时任务',
        url: '/isystem/QuartzJobList',
        component: 'system/QuartzJobList',
        sortNo: 9,
        icon: 'clock-circle',
        buttons: [...crud('quartz', '任务'), { key: 'quartz:execute', name: '立即执行', perms: 'quartz:execute' }],
      },
      {
        key: 'announcement',
        name: '系统通告',
        url: '/isystem/annountCement',
        component: 'system/SysAnnouncementList',
        sortNo: 10,
        icon: 'notification',
        buttons: [
          ...crud('announcement', '通告'),
          { key: 'announcement:release', name: '发布通告', perms: 'announcement:release' },
          { key: 'announcement:revoke', name: '撤销通告', perms: 'announcement:revoke' },
        ],
      },
      {
        key: 'position',
        name: '职务管理',
        url: '/isystem/position',
        component: 'system/SysPositionList',
        sortNo: 11,
        icon: 'idcard',
        buttons: crud('position', '职务'),
      },
      {
        key: 'tenant',
        name: '租户管理',
        url: '/isys/tenant',
        component: 'system/TenantList',
        sortNo: 12,
        icon: 'bank',
        buttons: crud('tenant', '租户'),
      },
      {
        key: 'dataSource',
        name: '多数据源管理',
        url: '/isystem/dataSource',
        component: 'system/SysDataSourceList',
        sortNo: 13,
        icon: 'database',
        buttons: crud('dataSource', '数据源'),
      },
      {
        key: 'gateway',
        name: '路由网关',
        url: '/isystem/gatewayroute',
        component: 'system/SysGatewayRouteList',
        sortNo: 14,
        icon: 'global',
        buttons: crud('gateway', '路由'),
      },
      {
        key: 'checkRule',
        name: '系统校验规则',
        url: '/isystem/checkRule',
        component: 'system/SysCheckRuleList',
        sortNo: 15,
        icon: 'safety-certificate',
        buttons: crud('checkRule', '规则'),
      },
      {
        key: 'fillRule',
        name: '系统编码规则',
        url: '/isystem/fillRule',
        component: 'system/SysFillRuleList',
        sortNo: 16,
        icon: 'number',
        buttons: crud('fillRule', '规则'),
      },
      {
        // The stock seed files it under 常见案例 (`1166535831146504193`); this menu has no such group.
        key: 'ossFile',
        name: '对象存储',
        url: '/oss/file',
        component: 'modules/oss/OSSFileList',
        sortNo: 17,
        icon: 'folder-open',
      },
    ],
  },
  {
    key: 'monitor',
    name: '系统监控',
    url: '/dashboard3',
    component: 'layouts/RouteView',
    sortNo: 3,
    icon: 'dashboard',
    children: [
      {
        key: 'druid',
        name: 'SQL监控',
        url: `${DOMAIN}/druid/`,
        component: 'layouts/IframePageView',
        sortNo: 1,
        icon: 'fund',
      },
      {
        key: 'apiDoc',
        name: '接口文档',
        url: `${DOMAIN}/doc.html`,
        component: 'layouts/IframePageView',
        sortNo: 2,
        icon: 'api',
        internalOrExternal: true,
      },
      {
        key: 'performance',
        name: '性能监控',
        url: '/monitor',
        component: 'layouts/RouteView',
        sortNo: 3,
        icon: 'dashboard',
        children: [
          {
            key: 'redisInfo',
            name: 'Redis监控',
            url: '/monitor/redis/info',
            component: 'modules/monitor/RedisInfo',
            sortNo: 1,
          },
          {
            key: 'jvmInfo',
            name: 'JVM信息',
            url: '/monitor/JvmInfo',
            component: 'modules/monitor/JvmInfo',
            sortNo: 4,
          },
          {
            key: 'tomcatInfo',
            name: 'Tomcat信息',
            url: '/monitor/TomcatInfo',
            component: 'modules/monitor/TomcatInfo',
            sortNo: 4,
          },
          {
            key: 'systemInfo',
            name: '服务器信息',
            url: '/monitor/SystemInfo',
            component: 'modules/monitor/SystemInfo',
            sortNo: 4,
          },
          {
            key: 'httpTrace',
            name: '请求追踪',
            url: '/monitor/HttpTrace',
            component: 'modules/monitor/HttpTrace',
            sortNo: 4,
          },
          {
            key: 'diskMonitor',
            name: '磁盘监控',
            url: '/monitor/Disk',
            component: 'modules/monitor/DiskMonitoring',
            sortNo: 6,
          },
        ],
      },
      {
        key: 'dataLog',
        name: '数据日志',
        url: '/sys/dataLog-list',
        component: 'system/DataLogList',
        sortNo: 2.1,
        icon: 'file-search',
      },
      {
        key: 'onlineUser',
        name: '在线用户',
        url: '/isystem/online',
        component: 'system/SysUserOnlineList',
        sortNo: 11,
        icon: 'team',
      },
    ],
  },
  {
    // Every child is hidden, so the server hides the whole group (handleFirstLevelMenuHidden).
    key: 'account',
    name: '个人页',
    url: '/account',
    component: 'layouts/RouteView',
    sortNo: 4,
    icon: 'user',
    children: [
      {
        key: 'accountCenter',
        name: '个人中心',
        url: '/account/center',
        component: 'account/center/Index',
        sortNo: 1,
        hidden: true,
      },
      {
        key: 'accountSettings',
        name: '个人设置',
        url: '/account/settings/base',
        component: 'account/settings/Index',
        sortNo: 2,
        hidden: true,
      },
    ],
  },
  {
    key: 'messages',
    name: '我的消息',
    url: '/isps/userAnnouncement',
    component: 'system/UserAnnouncementList',
    sortNo: 5,
    icon: 'message',
    hidden: false,
  },
  {
    // JeecgBoot's Vue 2 menu rows for the message centre (sys_permission 5c8042bd…, 944abf0a…, f780d0d3…).
    key: 'messageCenter',
    name: '消息中心',
    url: '/message',
    component: 'layouts/RouteView',
    sortNo: 6,
    icon: 'message',
    children: [
      {
        key: 'sysMessage',
        name: '消息管理',
        url: '/modules/message/sysMessageList',
        component: 'modules/message/SysMessageList',
        sortNo: 1,
      },
      {
        key: 'sysMessageTemplate',
        name: '模板管理',
        url: '/modules/message/sysMessageTemplateList',
        component: 'modules/message/SysMessageTemplateList',
        sortNo: 2,
      },
    ],
  },
  { key: 'test', name: '测试页', url: '/test/home', component: 'test/Home', sortNo: 6, icon: 'experiment' },
  {
    key: 'examples',
    name: '示例',
    url: '/jeecg',
    component: 'layouts/RouteView',
    sortNo: 7,
    icon: 'appstore',
    children: [
      // The backend's one-to-many demo (JeecgOrderMainController): an order with its customers and tickets.
      {
        key: 'jeecgOrder',
        name: '订单管理',
        url: '/jeecg/JeecgOrderMainList',
        component: 'jeecg/JeecgOrderMainList',
        sortNo: 1,
        icon: 'form',
        buttons: crud('jeecgOrder', '订单'),
      },
      // Online reports as pages: the real backend's menu rows name the report by id in the path.
      {
        key: 'reportDepart',
        name: '部门通讯录',
        url: `/online/cgreport/${REPORT_IDS.depart}`,
        component: ONLINE_REPORT,
        sortNo: 2,
        icon: 'table',
      },
      {
        key: 'reportUser',
        name: '用户信息报表',
        url: `/online/cgreport/${REPORT_IDS.user}`,
        component: ONLINE_REPORT,
        sortNo: 3,
        icon: 'table',
      },
    ],
  },
  {
    key: 'online',
    name: '在线开发',
    url: '/online',
    component: 'layouts/RouteView',
    sortNo: 8,
    icon: 'form',
    children: [
      // The designer (JeecgBoot's 表单开发) and the hidden route every published form's url matches.
      {
        key: 'onlineFormDesigner',
        name: 'Online表单开发',
        url: '/online/cgform',
        component: 'online/cgform/OnlCgformHeadList',
        sortNo: 1,
        icon: 'form',
      },
      {
        key: 'onlineFormRoute',
        name: 'Online表单',
        url: '/online/cgformList/:code',
        component: ONLINE_FORM,
        sortNo: 2,
        hidden: true,
      },
      {
        key: 'onlineFormSingle',
        name: '测试用户表',
        url: `/online/cgformList/${ONLINE_FORM_IDS.single}`,
        component: ONLINE_FORM,
        sortNo: 3,
        icon: 'table',
      },
      {
        key: 'onlineFormOrder',
        name: '测试订单',
        url: `/online/cgformList/${ONLINE_FORM_IDS.orderMain}`,
        component: ONLINE_FORM,
        sortNo: 4,
        icon: 'table',
      },
    ],
  },
]

/** Seeds `sys_permission` and returns the rows by key (menu keys and button codes). */
export function seedPermissions(ctx: SeedContext): Map<string, SysPermission> {
  const byKey = new Map<string, SysPermission>()
  const insert = (key: string, row: Omit<SysPermission, 'id'>) => {
    byKey.set(key, ctx.db.table('sys_permission').insert({ ...row, id: ctx.id() }))
  }
  const visit = (spec: MenuSpec, parentId: string | null) => {
    const hasChildren = (spec.children?.length ?? 0) + (spec.buttons?.length ?? 0) > 0
    insert(spec.key, {
      parentId,
      name: spec.name,
      perms: null,
      permsType: null,
      icon: spec.icon ?? null,
      component: spec.component,
      componentName: spec.componentName ?? null,
      url: spec.url,
      redirect: spec.redirect ?? null,
      sortNo: spec.sortNo,
      menuType: parentId === null ? 0 : 1,
      leaf: !hasChildren,
      route: spec.route ?? true,
      keepAlive: spec.keepAlive ?? false,
      description: null,
      delFlag: 0,
      ruleFlag: 0,
      hidden: spec.hidden ?? false,
      hideTab: spec.hideTab ?? false,
      status: null,
      alwaysShow: spec.alwaysShow ?? false,
      internalOrExternal: spec.internalOrExternal ?? false,
      ...audit('2021-03-01 11:00:00'),
    })
    const id = byKey.get(spec.key)!.id
    spec.children?.forEach((child) => visit(child, id))
    spec.buttons?.forEach((button, index) =>
      insert(button.key, {
        parentId: id,
        name: button.name,
        perms: button.perms,
        permsType: button.permsType ?? '1',
        icon: null,
        component: null,
        componentName: null,
        url: null,
        redirect: null,
        sortNo: index + 1,
        menuType: 2,
        leaf: true,
        route: true,
        keepAlive: false,
        description: null,
        delFlag: 0,
        ruleFlag: 0,
        hidden: false,
        hideTab: false,
        status: button.status ?? '1',
        alwaysShow: false,
        internalOrExternal: false,
        ...audit('2021-03-01 11:00:00'),
      }),
    )
  }
  MENU.forEach((spec) => visit(spec, null))
  return byKey
}
