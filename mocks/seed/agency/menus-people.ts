import type { ButtonSpec, MenuSpec } from '../permissions'

/** 添加, 编辑, 删除, 导出, 导入 of one list (`ipr:loan:add` …), as its resource requires them. */
const listButtons = (prefix: string, noun: string): ButtonSpec[] => [
  { key: `${prefix}:add`, name: `添加${noun}`, perms: `${prefix}:add` },
  { key: `${prefix}:edit`, name: `编辑${noun}`, perms: `${prefix}:edit` },
  { key: `${prefix}:delete`, name: `删除${noun}`, perms: `${prefix}:delete` },
  { key: `${prefix}:export`, name: `导出${noun}`, perms: `${prefix}:export` },
  { key: `${prefix}:import`, name: `导入${noun}`, perms: `${prefix}:import` },
]

const submitButton = (prefix: string): ButtonSpec => ({
  key: `${prefix}:submit`,
  name: '提交审批',
  perms: `${prefix}:submit`,
})

/**
 * 人事行政, after the agency's own groups: reimbursements and loans, the monthly salaries with everyone's own
 * payslips, and work logs. Pages are `ipr/<Area>List`. 工资管理 imports salary rows, so it carries the salary
 * row buttons beside the batch's.
 */
export const PEOPLE_MENU: readonly MenuSpec[] = [
  {
    key: 'iprPeopleGroup',
    name: '人事行政',
    url: '/ipr/people',
    component: 'layouts/RouteView',
    sortNo: 0.8,
    icon: 'user',
    children: [
      {
        key: 'iprReimburse',
        name: '报销管理',
        url: '/ipr/people/reimburse',
        component: 'ipr/ReimburseList',
        sortNo: 1,
        icon: 'account-book',
        buttons: [...listButtons('ipr:reimburse', '报销单'), submitButton('ipr:reimburse')],
      },
      {
        key: 'iprLoan',
        name: '借款管理',
        url: '/ipr/people/loan',
        component: 'ipr/LoanList',
        sortNo: 2,
        icon: 'bank',
        buttons: [...listButtons('ipr:loan', '借款单'), submitButton('ipr:loan')],
      },
      {
        key: 'iprSalaryBatch',
        name: '工资管理',
        url: '/ipr/people/salary',
        component: 'ipr/SalaryList',
        sortNo: 3,
        icon: 'fund',
        buttons: [
          ...listButtons('ipr:salaryBatch', '工资批次'),
          submitButton('ipr:salaryBatch'),
          { key: 'ipr:salaryBatch:confirm', name: '确认工资', perms: 'ipr:salaryBatch:confirm' },
          { key: 'ipr:salaryBatch:pay', name: '发放工资', perms: 'ipr:salaryBatch:pay' },
          ...listButtons('ipr:salary', '工资'),
        ],
      },
      {
        key: 'iprMyPayslip',
        name: '我的工资条',
        url: '/ipr/people/payslip',
        component: 'ipr/MyPayslipList',
        sortNo: 4,
        icon: 'profile',
      },
      {
        key: 'iprDailyLog',
        name: '工作日志',
        url: '/ipr/people/dailyLog',
        component: 'ipr/DailyLogList',
        sortNo: 5,
        icon: 'schedule',
        buttons: [
          ...listButtons('ipr:dailyLog', '日志'),
          { key: 'ipr:dailyLog:review', name: '批阅日志', perms: 'ipr:dailyLog:review' },
        ],
      },
    ],
  },
]

/**
 * What 普通用户 (jeecg) gets: their own claims and loans (submitted for approval by themselves), their payslips
 * and their work logs; the data rules of these pages keep them to their own rows.
 */
export const PEOPLE_STAFF_PERMISSIONS: readonly string[] = [
  'iprPeopleGroup',
  'iprReimburse',
  'ipr:reimburse:add',
  'ipr:reimburse:edit',
  'ipr:reimburse:delete',
  'ipr:reimburse:submit',
  'iprLoan',
  'ipr:loan:add',
  'ipr:loan:edit',
  'ipr:loan:delete',
  'ipr:loan:submit',
  'iprMyPayslip',
  'iprDailyLog',
  'ipr:dailyLog:add',
  'ipr:dailyLog:edit',
  'ipr:dailyLog:delete',
]
