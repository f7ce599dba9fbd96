// @vitest-environment node
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { createScheduler } from '@mocks/kernel/scheduler/scheduler'
import { call, serveSignedInAdmin, tokenOf } from '../mocks/support'
import { messagesTitled } from './support'

/** Monday 2026-03-09, 07:59:00 at GMT+8: the deadline job fires at 08:00, the trademark job at 08:30, annuities at 09:00. */
const START = Date.parse('2026-03-08T23:59:00Z')
const at = (isoAtGmt8: string) => Date.parse(`${isoAtGmt8}+08:00`)
let clock = START

const backend = createTestServer({ now: () => clock })
const { db } = backend
const admin = serveSignedInAdmin(backend)

beforeAll(() => backend.checkpoint())
afterEach(() => {
  clock = START
  backend.rollback()
})

const jobNamed = (suffix: string) => db.table('sys_quartz_job').first((job) => !!job.jobClassName?.endsWith(suffix))!
const get = async (path: string) => (await call(path, { token: admin() })).body
const runLogs = () =>
  db
    .table('sys_log')
    .list((row) => String(row.logContent).startsWith('定时任务-') && !!row.method?.endsWith('.execute()'))

/** The unpaid annuities due within 90 days, each of which the annuity job reminds its handler of. */
const dueAnnuities = () =>
  db
    .table('ipr_info')
    .list((row) => row.iprFlag === '5' && row.feeType === '03' && ['0', '2'].includes(String(row.payStatus)))
    .filter((row) => {
      const days = (Date.parse(`${String(row.deadline)}T00:00:00+08:00`) - at('2026-03-09T00:00:00')) / 86400000
      return days >= 0 && days <= 90
    })

describe('scheduled jobs in the built-in backend', () => {
  it('立即执行 runs the job now and logs its start, end and result; a second run that day sends nothing again', async () => {
    const job = jobNamed('AnnualFeeReminderJob')
    const due = dueAnnuities()
    expect(due.length).toBeGreaterThan(0)
    expect(await get(`/sys/quartzJob/execute?id=${job.id}`)).toMatchObject({ success: true, message: '执行成功!' })
    const sent = messagesTitled(backend, '专利年费提醒')
    expect(sent).toHaveLength(due.length)
    expect(runLogs().at(-1)).toMatchObject({
      logType: 2,
      logContent:
        `定时任务-立即执行：专利年费提醒，开始 2026-03-09 07:59:00，结束 2026-03-09 07:59:00，` +
        `结果：发送提醒${due.length}条，今日已提醒0条，记录已删除跳过0条`,
      method: 'org.jeecg.modules.ipr.job.AnnualFeeReminderJob.execute()',
      requestParam: '90',
      costTime: 0,
    })
    await get(`/sys/quartzJob/execute?id=${job.id}`)
    expect(messagesTitled(backend, '专利年费提醒')).toHaveLength(due.length)
    expect(runLogs().at(-1)!.logContent).toContain(`结果：发送提醒0条，今日已提醒${due.length}条`)
  })

  it('skips and logs a reminder whose record was deleted, sending the others', async () => {
    const due = dueAnnuities()
    const withCase = due.find((row) => !!row.caseId)!
    expect(withCase).toBeDefined()
    const gone = due.filter((row) => row.caseId === withCase.caseId).length
    db.table('ipr_case').remove(String(withCase.caseId))
    await get(`/sys/quartzJob/execute?id=${jobNamed('AnnualFeeReminderJob').id}`)
    expect(messagesTitled(backend, '专利年费提醒')).toHaveLength(due.length - gone)
    expect(
      db
        .table('sys_log')
        .list(
          (row) => row.logContent === `消息提醒已跳过：专利年费提醒，记录已删除（ipr_case ${String(withCase.caseId)}）`,
        ),
    ).toHaveLength(gone)
    expect(runLogs().at(-1)!.logContent).toContain(`记录已删除跳过${gone}条`)
  })

  it('runs a running job on its cron expression with the cron widget’s matcher, once at its second', () => {
    const scheduler = createScheduler(backend.backend)
    expect(scheduler.tick()).toBe(0)
    clock = at('2026-03-09T07:59:59')
    expect(scheduler.tick()).toBe(0)
    clock = at('2026-03-09T08:00:00')
    expect(scheduler.tick()).toBe(1)
    expect(runLogs().at(-1)!.logContent).toMatch(
      /^定时任务-定时执行：期限提醒，开始 2026-03-09 08:00:00，.*结果：发送提醒\d+条/,
    )
    clock = at('2026-03-09T08:00:01')
    expect(scheduler.tick()).toBe(0)
    clock = at('2026-03-09T08:30:00')
    expect(scheduler.tick()).toBe(1)
    expect(runLogs().at(-1)!.logContent).toContain('定时任务-定时执行：商标续展提醒')
  })

  it('runs each job that fell due while nothing ran once at start-up, however many times it was missed', () => {
    createScheduler(backend.backend).tick()
    clock = at('2026-03-11T10:00:00')
    const before = runLogs().length
    expect(createScheduler(backend.backend).tick()).toBe(4)
    expect(
      runLogs()
        .slice(before)
        .map((row) => String(row.logContent).split('，')[0]),
    ).toEqual([
      '定时任务-补偿执行：专利年费提醒',
      '定时任务-补偿执行：商标续展提醒',
      '定时任务-补偿执行：期限提醒',
      '定时任务-补偿执行：回款逾期',
    ])
  })

  it('回款逾期 marks plan rows past their date with no money 已逾期: on a day’s first request, and by its daily run', async () => {
    const scheduler = createScheduler(backend.backend)
    scheduler.tick()
    const waitingUntil = (day: string) =>
      db
        .table('ipr_contract_plan')
        .list((row) => row.planStatus === '0' && String(row.planDate) < day)
        .map((row) => row.id)
    const passing = db
      .table('ipr_contract_plan')
      .list((row) => row.planStatus === '0' && String(row.planDate) < '2026-03-21')
    expect(passing.length).toBeGreaterThan(0)
    expect(waitingUntil('2026-03-09')).toEqual([])
    clock = at('2026-03-21T10:00:00')
    // Signed in that morning: a token from days before has run out.
    const { body: answer } = await call(`/ipr/contract/queryPlanListByMainId?id=${String(passing[0].contractId)}`, {
      token: await tokenOf('admin'),
    })
    expect(answer.result.find((row: { id: string }) => row.id === passing[0].id)).toMatchObject({ planStatus: '3' })
    expect(waitingUntil('2026-03-21')).toEqual([])
    for (const row of passing) expect(db.table('ipr_contract_plan').get(row.id)!.planStatus).toBe('3')
    const later = db.table('ipr_contract_plan').first((row) => row.planStatus === '0')!
    db.table('ipr_contract_plan').update(later.id, { planDate: '2026-03-21' })
    const due = waitingUntil('2026-03-22')
    expect(due).toContain(later.id)
    clock = at('2026-03-22T00:05:00')
    expect(scheduler.tick()).toBe(4)
    expect(runLogs().at(-1)!.logContent).toMatch(
      new RegExp(`^定时任务-定时执行：回款逾期，.*结果：标记已逾期回款计划${due.length}条$`),
    )
    expect(waitingUntil('2026-03-22')).toEqual([])
  })

  it('does not run a stopped job (停止) and runs it again once started (启动)', async () => {
    const job = jobNamed('DeadlineReminderJob')
    expect(await get(`/sys/quartzJob/pause?id=${job.id}`)).toMatchObject({ success: true })
    const scheduler = createScheduler(backend.backend)
    scheduler.tick()
    clock = at('2026-03-09T08:00:00')
    expect(scheduler.tick()).toBe(0)
    expect(await get(`/sys/quartzJob/resume?id=${job.id}`)).toMatchObject({ success: true })
    clock = at('2026-03-10T08:00:00')
    expect(scheduler.tick()).toBe(4)
    expect(runLogs().map((row) => String(row.logContent).split('，')[0])).toContain('定时任务-定时执行：期限提醒')
  })

  it('refuses to start a job whose cron expression Quartz cannot read, with the cron widget’s message', async () => {
    const job = jobNamed('CaseStatisticsJob')
    db.table('sys_quartz_job').update(job.id, { cronExpression: '0 0 25 * * ?' })
    const refused = await get(`/sys/quartzJob/resume?id=${job.id}`)
    expect(refused).toMatchObject({ success: false })
    expect(refused.message).toMatch(/^Cron表达式不正确：.+/)
    expect(db.table('sys_quartz_job').get(job.id)!.status).toBe(-1)
  })

  it('logs what 案件统计 computed, and a failed run of a class the backend has no code for', async () => {
    await get(`/sys/quartzJob/execute?id=${jobNamed('CaseStatisticsJob').id}`)
    expect(runLogs().at(-1)!.logContent).toMatch(/结果：2026-02 新增案件\d+件，结案\d+件，在办案件\d+件$/)
    await get(`/sys/quartzJob/execute?id=${jobNamed('OfficialNoticeSyncJob').id}`)
    expect(runLogs().at(-1)!.logContent).toMatch(
      /失败：找不到任务类：org\.jeecg\.modules\.ipr\.job\.OfficialNoticeSyncJob$/,
    )
  })
})
