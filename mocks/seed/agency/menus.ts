import type { ButtonSpec, MenuSpec } from '../permissions'

/** The buttons of an agency list: 添加, 编辑, 删除, 导出, 导入 (`ipr:case:add` …), as the resources require them. */
export const listButtons = (prefix: string, noun: string): ButtonSpec[] => [
  { key: `${prefix}:add`, name: `添加${noun}`, perms: `${prefix}:add` },
  { key: `${prefix}:edit`, name: `编辑${noun}`, perms: `${prefix}:edit` },
  { key: `${prefix}:delete`, name: `删除${noun}`, perms: `${prefix}:delete` },
  { key: `${prefix}:export`, name: `导出${noun}`, perms: `${prefix}:export` },
  { key: `${prefix}:import`, name: `导入${noun}`, perms: `${prefix}:import` },
]

/** One page of 知产信息: the shared IP-record list with its kind fixed by the page. */
const iprInfoPage = (key: string, name: string, path: string, component: string, sortNo: number, icon: string) => ({
  key,
  name,
  url: `/ipr/info/${path}`,
  component: `ipr/${component}`,
  sortNo,
  icon,
})

/**
 * The agency's own work, right after 首页: customers, contracts, cases, IP records, fees and express. Pages are
 * `ipr/<Area>List`; the IP-record buttons are shared by its five pages and sit on the group.
 */
export const AGENCY_MENU: readonly MenuSpec[] = [
  {
    key: 'iprCustomerGroup',
    name: '客户管理',
    url: '/ipr/customer',
    component: 'layouts/RouteView',
    sortNo: 0.1,
    icon: 'team',
    children: [
      {
        key: 'iprCustomer',
        name: '客户列表',
        url: '/ipr/customer/list',
        component: 'ipr/CustomerList',
        sortNo: 1,
        icon: 'idcard',
        buttons: listButtons('ipr:customer', '客户'),
      },
      {
        key: 'iprContact',
        name: '联系人',
        url: '/ipr/customer/contact',
        component: 'ipr/ContactList',
        sortNo: 2,
        icon: 'contacts',
        buttons: listButtons('ipr:contact', '联系人'),
      },
    ],
  },
  {
    key: 'iprContractGroup',
    name: '合同管理',
    url: '/ipr/contract',
    component: 'layouts/RouteView',
    sortNo: 0.2,
    icon: 'solution',
    children: [
      {
        key: 'iprContract',
        name: '合同列表',
        url: '/ipr/contract/list',
        component: 'ipr/ContractList',
        sortNo: 1,
        icon: 'file-text',
        buttons: [
          ...listButtons('ipr:contract', '合同'),
          { key: 'ipr:contract:submit', name: '提交审批', perms: 'ipr:contract:submit' },
        ],
      },
    ],
  },
  {
    key: 'iprCaseGroup',
    name: '案件管理',
    url: '/ipr/case',
    component: 'layouts/RouteView',
    sortNo: 0.3,
    icon: 'folder-open',
    children: [
      {
        key: 'iprCase',
        name: '案件列表',
        url: '/ipr/case/list',
        component: 'ipr/CaseList',
        sortNo: 1,
        icon: 'profile',
        buttons: listButtons('ipr:case', '案件'),
      },
      {
        key: 'iprCaseAssign',
        name: '案件分配',
        url: '/ipr/case/assign',
        component: 'ipr/CaseAssignList',
        sortNo: 2,
        icon: 'audit',
        buttons: listButtons('ipr:caseAssign', '分配任务'),
      },
      {
        key: 'iprMyCaseTask',
        name: '我的案件任务',
        url: '/ipr/case/myTask',
        component: 'ipr/MyCaseTaskList',
        sortNo: 3,
        icon: 'schedule',
      },
    ],
  },
  {
    key: 'iprInfoGroup',
    name: '知产信息',
    url: '/ipr/info',
    component: 'layouts/RouteView',
    sortNo: 0.4,
    icon: 'safety-certificate',
    children: [
      iprInfoPage('iprCopyright', '版权', 'copyright', 'CopyrightList', 1, 'copyright'),
      iprInfoPage('iprTrademark', '商标', 'trademark', 'TrademarkList', 2, 'trademark'),
      iprInfoPage('iprProject', '项目', 'project', 'ProjectList', 3, 'project'),
      iprInfoPage('iprTransfer', '转让', 'transfer', 'TransferList', 4, 'swap'),
      iprInfoPage('iprPayment', '缴费', 'payment', 'PaymentList', 5, 'pay-circle'),
    ],
    buttons: listButtons('ipr:info', '知产信息'),
  },
  {
    key: 'iprExpenseGroup',
    name: '费用管理',
    url: '/ipr/expense',
    component: 'layouts/RouteView',
    sortNo: 0.5,
    icon: 'account-book',
    children: [
      {
        key: 'iprExpense',
        name: '费用列表',
        url: '/ipr/expense/list',
        component: 'ipr/ExpenseList',
        sortNo: 1,
        icon: 'table',
        buttons: listButtons('ipr:expense', '费用'),
      },
    ],
  },
  {
    key: 'iprExpressGroup',
    name: '快递管理',
    url: '/ipr/express',
    component: 'layouts/RouteView',
    sortNo: 0.6,
    icon: 'car',
    children: [
      {
        key: 'iprExpress',
        name: '快递列表',
        url: '/ipr/express/list',
        component: 'ipr/ExpressList',
        sortNo: 1,
        icon: 'table',
        buttons: listButtons('ipr:express', '快递'),
      },
    ],
  },
]

/** What 普通用户 (jeecg) gets: the case lists (narrowed to their own cases by a data rule) and customers read-only. */
export const AGENCY_STAFF_PERMISSIONS: readonly string[] = [
  'iprCustomerGroup',
  'iprCustomer',
  'iprContact',
  'iprCaseGroup',
  'iprCase',
  'ipr:case:edit',
  'ipr:case:export',
  'iprMyCaseTask',
]
