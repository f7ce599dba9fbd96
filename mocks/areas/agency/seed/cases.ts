import type { Row } from '../../../kernel/db/table'
import { textOf } from '../../../kernel/services/text'
import { audit } from '../../../kernel/seed/context'
import type { SeededCustomer } from './customers'
import { patentApplicationNo, trademarkNo, copyrightAcceptNo } from './numbers'
import { caseTypeCodes } from './settings'
import { addDays, createNumberer, spreadOver, type AgencySeed } from './support'
import { caseName } from './topics'

/** Who handles each business type, and the manager who hands the work out (配案). */
const TEAMS: Readonly<Record<string, { handlers: readonly string[]; assigner: string }>> = {
  '1': {
    handlers: ['zhangsan', 'liufang', 'yangfan', 'huangzhiqiang', 'linwanqing', 'duwentao', 'caizhiyuan', 'hejunjie'],
    assigner: 'chenxiaodong',
  },
  '2': { handlers: ['lisi', 'luowenbin', 'liangjingyi', 'yuhuimin', 'lujiayi'], assigner: 'gaoyaqin' },
  '3': { handlers: ['xieyuxin', 'songhaitao'], assigner: 'songhaitao' },
  '4': { handlers: ['hanxuemei', 'fengzixuan'], assigner: 'tangminghui' },
  '5': { handlers: ['hanxuemei', 'fengzixuan', 'tangminghui'], assigner: 'tangminghui' },
}
const PREFIXES: Readonly<Record<string, string>> = { '1': 'P', '2': 'T', '3': 'C', '4': 'X', '5': 'Z' }
const CLOSED = new Set(['7', '8', '9', '10'])

/** How far a case has come by its age in days: fresh ones wait for assignment, old ones are granted or closed. */
function statusByAge(seed: AgencySeed, age: number): string {
  const { draw } = seed
  if (age < 20) return draw.pick(['0', '0', '1', '1', '2'])
  if (age < 90) return draw.pick(['1', '2', '3', '4'])
  if (age < 300) return draw.pick(['4', '5', '5', '6', '7'])
  return draw.weighted([
    ['5', 10],
    ['6', 8],
    ['7', 45],
    ['8', 8],
    ['9', 22],
    ['10', 7],
  ] as const)
}

/** The official application number once the case is filed, in the office's own format. */
function applicationNo(
  seed: AgencySeed,
  businessType: string,
  patentType: string | null,
  appDate: string,
): string | null {
  const year = Number(appDate.slice(0, 4))
  if (businessType === '1') return patentApplicationNo(seed.draw, year, patentType ?? '1')
  if (businessType === '2') return trademarkNo(seed.draw)
  if (businessType === '3') return copyrightAcceptNo(seed.draw, year)
  return null
}

/**
 * About 1,500 cases over the last two years, each with its assignment once a handler has it. Open cases carry the
 * three deadlines around today (some already past: the 已逾期 tab has rows); `jeecg` handles a few of their own.
 */
export function seedCases(
  seed: AgencySeed,
  customers: readonly SeededCustomer[],
  contracts: readonly Row[],
  count: number,
): Row[] {
  const { ctx, draw, today } = seed
  const number = createNumberer()
  const dealt = customers.filter((customer) => customer.row.dealStatus === '1')
  // A case works under an approved contract of its customer signed by the day it was entrusted, or under none.
  const contractsOf = new Map<unknown, Row[]>()
  for (const contract of contracts.filter((row) => row.bpmStatus === '3'))
    contractsOf.set(contract.customerId, [...(contractsOf.get(contract.customerId) ?? []), contract])
  const caseTable = ctx.db.table('ipr_case')
  const assignTable = ctx.db.table('ipr_case_assign')
  const dayOf = (date: string) => Math.round((Date.parse(today) - Date.parse(date.slice(0, 10))) / 86_400_000)
  return spreadOver(seed, count, 730).map((createTime, index) => {
    const signedBy = dealt.filter((customer) => textOf(customer.row.signDate) <= createTime.slice(0, 10))
    const customer = draw.pick(signedBy.length > 0 ? signedBy : dealt)
    const businessType = draw.weighted([
      ['1', 55],
      ['2', 30],
      ['3', 8],
      ['4', 4],
      ['5', 3],
    ] as const)
    const codes = caseTypeCodes(businessType)
    const typeIndex =
      businessType === '1'
        ? draw.weighted([
            [0, 40],
            [1, 30],
            [2, 15],
            [3, 3],
            [4, 8],
            [5, 2],
            [6, 1],
            [7, 1],
          ] as const)
        : draw.int(0, codes.length - 1)
    const patentType = businessType === '1' ? (['1', '2', '3'][typeIndex] ?? draw.pick(['1', '2'])) : null
    const entrustDate = createTime.slice(0, 10)
    const age = dayOf(entrustDate)
    // jeecg (周晓雯, 客服) follows a handful of recent cases themselves.
    const jeecgs = index % 250 === 249
    const caseStatus = jeecgs ? draw.pick(['1', '2', '3']) : statusByAge(seed, age)
    const filed = Number(caseStatus) >= 3 && caseStatus !== '10'
    const appDate = filed ? addDays(entrustDate, draw.int(7, 45)) : null
    const closed = CLOSED.has(caseStatus)
    const official = closed
      ? addDays(entrustDate, draw.int(60, 300))
      : addDays(
          today,
          draw.weighted([
            [draw.int(-30, -1), 8],
            [draw.int(0, 7), 12],
            [draw.int(8, 120), 80],
          ] as const),
        )
    const team = TEAMS[businessType]
    const handler = jeecgs ? 'jeecg' : caseStatus === '0' ? null : draw.pick(team.handlers)
    const owned = (contractsOf.get(customer.row.id) ?? []).filter(
      (contract) => textOf(contract.signDate) <= entrustDate,
    )
    const row = caseTable.insert({
      id: ctx.id(),
      caseNo: number(PREFIXES[businessType], entrustDate),
      caseName: caseName(draw, businessType, patentType),
      businessType,
      caseType: codes[typeIndex] ?? null,
      patentType,
      customerId: customer.row.id,
      contractId: owned.length > 0 && draw.chance(0.8) ? draw.pick(owned).id : null,
      applicant: customer.row.customerName,
      appNo: appDate ? applicationNo(seed, businessType, patentType, appDate) : null,
      appDate,
      entrustDate,
      caseStatus,
      internalDeadline: addDays(official, -draw.int(10, 20)),
      clientDeadline: addDays(official, -draw.int(3, 7)),
      officialDeadline: official,
      handler,
      dept: handler ? seed.orgCodeOf(handler) : null,
      salesman: customer.row.salesman,
      urgent: draw.chance(0.08) ? '1' : '0',
      remark: null,
      sysOrgCode: seed.orgCodeOf(team.assigner),
      ...audit(createTime, textOf(customer.row.salesman)),
    })
    if (handler) {
      const assignStatus = closed || Number(caseStatus) >= 3 ? '2' : caseStatus === '1' && draw.chance(0.3) ? '0' : '1'
      const assignTime = addDays(entrustDate, draw.int(0, 3))
      assignTable.insert({
        id: ctx.id(),
        caseId: row.id,
        taskType: typeIndex === 4 ? '2' : draw.pick(['1', '1', '1', '4', '6']),
        assigner: team.assigner,
        assignee: handler,
        assigneeDept: seed.orgCodeOf(handler),
        reviewer: businessType === '1' ? 'chenxiaodong' : team.assigner,
        assignTime: `${assignTime} 10:00:00`,
        deadline: addDays(official, -draw.int(10, 20)),
        workload: draw.pick([1, 1, 1, 1.5, 2]),
        assignStatus,
        acceptTime: assignStatus === '0' ? null : `${assignTime} 14:00:00`,
        finishTime: assignStatus === '2' ? `${appDate ?? addDays(assignTime, 20)} 17:30:00` : null,
        returnReason: null,
        remark: null,
        sysOrgCode: seed.orgCodeOf(team.assigner),
        ...audit(`${assignTime} 10:00:00`, team.assigner),
      })
    }
    return row
  })
}
