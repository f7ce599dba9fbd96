// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { textOf } from '@mocks/kernel/services/text'
import { call, serveSignedInAdmin, tokenOf } from '../mocks/support'

const backend = createTestServer()
const { db } = backend
const admin = serveSignedInAdmin(backend)

/** 专利代理人 (own rows), 部门经理 of 专利部 (the department's rows) and 财务 (no rule: the rows of the lists they open). */
const tokens: Record<string, string> = {}
beforeAll(async () => {
  for (const username of ['liufang', 'chenxiaodong', 'pengyuhang']) tokens[username] = await tokenOf(username)
})

interface Line {
  id: string
  kind: string
  kind_dictText: string
  recordId: string
  recordNo: string
  deadline: string
  restDays: number
  handler: string
  handler_dictText: string
  sysOrgCode: string
  url: string
}

const lines = async (query: string, token = admin()): Promise<Line[]> =>
  (await call(`/ipr/deadline/list?pageSize=100000&${query}`, { token })).body.result.records
const orgCodeOf = (username: string) => textOf(db.table('sys_user').first((row) => row.username === username)!.orgCode)

describe('期限监控: every kind of deadline as one list', () => {
  it('lists every kind for the administrator, each linked to its list on the record', async () => {
    const all = await lines('')
    const kinds = new Set(all.map((line) => line.kind))
    expect([...kinds].sort()).toEqual(
      ['annuity', 'contractPlan', 'fee', 'internal', 'official', 'project', 'renewal', 'task'].sort(),
    )
    const pages: Record<string, string> = {
      official: '/ipr/case/list',
      task: '/ipr/case/assign',
      annuity: '/ipr/info/payment',
      renewal: '/ipr/info/trademark',
      project: '/ipr/info/project',
      contractPlan: '/ipr/contract/list',
    }
    for (const [kind, url] of Object.entries(pages))
      expect(all.find((line) => line.kind === kind)).toMatchObject({ url })
    const plan = all.find((line) => line.kind === 'contractPlan')!
    expect(db.table('ipr_contract').get(plan.recordId)?.contractNo).toBe(plan.recordNo)
    expect(all.find((line) => line.kind === 'project')?.kind_dictText).toBe('项目申报截止')
  })

  it('filters by kind, handler, department and days', async () => {
    const renewals = await lines('kind=renewal')
    expect(renewals.length).toBeGreaterThan(0)
    expect(renewals.every((line) => line.kind === 'renewal')).toBe(true)
    const handler = renewals[0].handler
    const his = await lines(`handler=${handler}`)
    expect(his.length).toBeGreaterThan(0)
    expect(his.every((line) => line.handler === handler)).toBe(true)
    const patent = orgCodeOf('chenxiaodong')
    const department = await lines(`sysOrgCode=${patent}`)
    expect(department.length).toBeGreaterThan(0)
    expect(department.every((line) => line.sysOrgCode.startsWith(patent))).toBe(true)
    expect((await lines('days=-1')).every((line) => line.restDays < 0)).toBe(true)
  })

  it('shows each user only the lines their data rules allow', async () => {
    const own = await lines('', tokens.liufang)
    expect(own.length).toBeGreaterThan(0)
    expect(own.every((line) => line.handler === 'liufang')).toBe(true)
    // Her tasks open 我的案件任务 (she cannot open 案件分配); a kind whose list she may not open has no link.
    expect(own.filter((line) => line.kind === 'task').every((line) => line.url === '/ipr/case/myTask')).toBe(true)
    const patent = orgCodeOf('chenxiaodong')
    const managed = await lines('', tokens.chenxiaodong)
    expect(managed.length).toBeGreaterThan(own.length)
    expect(managed.every((line) => line.sysOrgCode.startsWith(patent))).toBe(true)
    // Another department's filter gives the manager nothing of it.
    const others = (await lines('')).find((line) => line.sysOrgCode && !line.sysOrgCode.startsWith(patent))!
    expect(await lines(`sysOrgCode=${others.sysOrgCode}`, tokens.chenxiaodong)).toEqual([])
  })

  it('shows 财务 the money deadlines of every department and no case deadline (they do not open cases)', async () => {
    const { menu } = (await call('/sys/permission/getUserPermissionByToken', { token: tokens.pengyuhang })).body.result
    const titles = (nodes: { meta: { title: string }; children?: unknown[] }[]): string[] =>
      nodes.flatMap((node) => [node.meta.title, ...titles((node.children ?? []) as typeof nodes)])
    expect(titles(menu)).toContain('收付期限')
    expect(titles(menu)).not.toContain('案件管理')
    const kinds = new Set((await lines('', tokens.pengyuhang)).map((line) => line.kind))
    expect([...kinds].sort()).toEqual(['annuity', 'contractPlan', 'fee'])
    const all = await lines('kind=fee')
    expect(await lines('kind=fee', tokens.pengyuhang)).toHaveLength(all.length)
  })
})
