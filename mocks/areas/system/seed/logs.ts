import type { SysUser } from '../../../kernel/db/entities'
import { formatDateTime } from '../../../kernel/db/time'
import type { SeedContext } from '../../../kernel/seed/context'

const DAY = 24 * 60 * 60 * 1000

const OPERATIONS = [
  {
    content: '用户管理-编辑用户',
    url: '/jeecg-boot/sys/user/edit',
    method: 'org.jeecg.modules.system.controller.SysUserController.edit()',
    type: 'PUT',
    operate: 3,
  },
  {
    content: '数据字典-获取字典数据',
    url: '/jeecg-boot/sys/dict/getDictItems/sex',
    method: 'org.jeecg.modules.system.controller.SysDictController.getDictItems()',
    type: 'GET',
    operate: 1,
  },
  {
    content: '系统通告-发布',
    url: '/jeecg-boot/sys/annountCement/doReleaseData',
    method: 'org.jeecg.modules.system.controller.SysAnnouncementController.doReleaseData()',
    type: 'GET',
    operate: 3,
  },
  {
    content: '职务管理-添加职务',
    url: '/jeecg-boot/sys/position/add',
    method: 'org.jeecg.modules.system.controller.SysPositionController.add()',
    type: 'POST',
    operate: 2,
  },
  {
    content: '用户管理-导出用户',
    url: '/jeecg-boot/sys/user/exportXls',
    method: 'org.jeecg.modules.system.controller.SysUserController.exportXls()',
    type: 'GET',
    operate: 6,
  },
  {
    content: '定时任务-删除任务',
    url: '/jeecg-boot/sys/quartzJob/delete',
    method: 'org.jeecg.modules.quartz.controller.QuartzJobController.delete()',
    type: 'DELETE',
    operate: 4,
  },
] as const

/**
 * Two weeks of history ending at seed time, so the dashboard's visit figures (`/sys/loginfo`,
 * `/sys/visitInfo`) show a live-looking week on a fresh database.
 */
export function seedLogs(ctx: SeedContext, users: Map<string, SysUser>): void {
  const active = [...users.values()].filter((user) => user.status === 1 && user.delFlag === 0)
  const table = ctx.db.table('sys_log')
  const events: Array<{
    at: number
    user: SysUser
    operation: (typeof OPERATIONS)[number] | null
    costTime: number | null
  }> = []
  let ahead = 0
  for (let daysAgo = 14; daysAgo >= 0; daysAgo -= 1) {
    const logins = 4 + Math.floor(ctx.random() * 9)
    for (let index = 0; index < logins; index += 1) {
      // Office hours, 08:30–19:30 Beijing time (UTC+8), on the day `daysAgo` before the seed.
      const dayStartUtc = Math.floor((ctx.now + 8 * 3600_000) / DAY) * DAY - 8 * 3600_000 - daysAgo * DAY
      const at = dayStartUtc + (8.5 + ctx.random() * 11) * 3600_000
      const user = ctx.pick(active)
      const operation = ctx.random() < 0.5 ? ctx.pick(OPERATIONS) : null
      const costTime = operation ? 8 + Math.floor(ctx.random() * 240) : null
      // Drawn before today's logins still ahead are dropped, and their ids kept back below: the seed's later parts
      // then draw the same numbers and ids at any hour of the day (they once shifted with the hour, and some hours'
      // seeds lacked the drafts that the seeded approvals submit).
      if (at > ctx.now) {
        ahead += operation ? 2 : 1
        continue
      }
      events.push({ at, user, operation: null, costTime: null })
      if (operation) events.push({ at: Math.min(at + 5 * 60_000, ctx.now), user, operation, costTime })
    }
  }
  events.sort((a, b) => a.at - b.at)
  for (const event of events) {
    const ip = `192.168.10.${10 + (event.user.workNo ? Number(event.user.workNo.slice(-2)) : 0)}`
    const createTime = formatDateTime(event.at)
    if (event.operation === null) {
      table.insert({
        id: ctx.id(),
        costTime: null,
        ip,
        requestParam: null,
        requestType: null,
        requestUrl: null,
        method: null,
        username: event.user.realname,
        userid: event.user.username,
        logContent: `用户名: ${event.user.username},登录成功！`,
        logType: 1,
        operateType: null,
        createBy: null,
        createTime,
        updateBy: null,
        updateTime: null,
      })
    } else {
      table.insert({
        id: ctx.id(),
        costTime: event.costTime,
        ip,
        requestParam: '[{}]',
        requestType: event.operation.type,
        requestUrl: event.operation.url,
        method: event.operation.method,
        username: event.user.realname,
        userid: event.user.username,
        logContent: event.operation.content,
        logType: 2,
        operateType: event.operation.operate,
        createBy: event.user.username,
        createTime,
        updateBy: null,
        updateTime: null,
      })
    }
  }
  for (let index = 0; index < ahead; index += 1) ctx.id()
}
