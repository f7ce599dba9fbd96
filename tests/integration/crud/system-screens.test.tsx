import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderSchema, serveSignedInBackend } from '../engine/support'

serveSignedInBackend()

const pages = import.meta.glob('/schemas/pages/system/*.json', { eager: true, import: 'default' })

/** A screen of this issue and a text its first load must show from the seeded built-in backend. */
const EXPECTED: Array<[component: string, text: string]> = [
  ['PermissionList', '系统管理'],
  ['DepartList', '北京知识产权服务有限公司'],
  ['DepartUserList', '北京知识产权服务有限公司'],
  ['SysCategoryList', '专利类型'],
  ['LogList', '登录日志'],
  ['QuartzJobList', '0 30 8 ? * MON'],
  ['SysAnnouncementList', '已撤销'],
  ['SysPositionList', '专利代理师'],
  ['TenantList', '上海分公司'],
  ['SysDataSourceList', '案件归档库'],
  ['SysGatewayRouteList', 'jeecg-system-websocket'],
  ['SysCheckRuleList', '专利申请号'],
  ['UserAnnouncementList', '通知公告'],
]

describe('system screens against the built-in backend', () => {
  it.each(EXPECTED)('%s loads and shows its seeded rows', async (component, text) => {
    renderSchema(pages[`/schemas/pages/system/${component}.json`], `schemas/pages/system/${component}.json`)
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0)
  })
})
