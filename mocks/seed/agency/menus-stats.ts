import type { MenuSpec } from '../permissions'

/** One 统计 page: a dashboard schema `stats/<Name>Stats` over the /ipr/statistics figures. */
const statsPage = (key: string, name: string, path: string, component: string, sortNo: number, icon: string) => ({
  key,
  name,
  url: `/stats/${path}`,
  component: `stats/${component}`,
  sortNo,
  icon,
})

/**
 * 统计分析, after the agency's lists: cases by business type, by department and by agent, and the money. Read-only
 * pages with no buttons; each figure counts what the user's own lists show them.
 */
export const STATS_MENU: readonly MenuSpec[] = [
  {
    key: 'statsGroup',
    name: '统计分析',
    url: '/stats',
    component: 'layouts/RouteView',
    sortNo: 0.7,
    icon: 'fund',
    children: [
      statsPage('statsBusinessType', '业务类型统计', 'businessType', 'BusinessTypeStats', 1, 'tags'),
      statsPage('statsDepartment', '部门统计', 'department', 'DepartmentStats', 2, 'apartment'),
      statsPage('statsAgent', '代理人统计', 'agent', 'AgentStats', 3, 'user'),
      statsPage('statsFinance', '财务统计', 'finance', 'FinanceStats', 4, 'account-book'),
    ],
  },
]
