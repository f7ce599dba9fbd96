import type { SysUser } from '../../../kernel/db/entities'
import { payOf } from '../resources/salary'
import { commissionTable, monthKey } from '../commission/commission'
import { audit } from '../../../kernel/seed/context'
import { addMonths, createNumberer, hundreds, type AgencySeed } from '../../agency/seed/support'

const round2 = (value: number) => Math.round(value * 100) / 100

/**
 * 个人所得税 withheld in a month, on what is left after the contributions and the 5,000 yuan allowance, at the
 * monthly rates of the comprehensive-income table (3 %, 10 % − 210, 20 % − 1,410).
 */
function incomeTax(taxable: number): number {
  if (taxable <= 0) return 0
  if (taxable <= 3000) return round2(taxable * 0.03)
  if (taxable <= 12000) return round2(taxable * 0.1 - 210)
  return round2(taxable * 0.2 - 1410)
}

/**
 * A year of salaries: for each of the twelve months before this one, one batch per department with a row for each
 * member, 业务提成 from the commission rules over the month's agency fees received. Every month is paid on the 10th of the next after approval, except the latest, still a draft to confirm.
 */
export function seedSalaries(seed: AgencySeed, users: Map<string, SysUser>): void {
  const { ctx, draw } = seed
  // A deleted account (in 回收站) is no longer on the payroll.
  const staff = [...users.values()]
    .filter((user) => Number(user.delFlag ?? 0) !== 1)
    .map((user) => ({
      user,
      baseSalary: hundreds(draw, 5000, 16000),
      postSalary: hundreds(draw, 1000, 4000),
      allowance: draw.pick([300, 500, 800]),
    }))
  const batchNo = createNumberer()
  const commissions = commissionTable(ctx.db)
  const thisMonth = `${seed.today.slice(0, 7)}-01`
  for (let back = 12; back >= 1; back -= 1) {
    const monthStart = addMonths(thisMonth, -back)
    const salaryMonth = monthStart.slice(0, 7)
    const latest = back === 1
    const madeOn = `${addMonths(monthStart, 1).slice(0, 7)}-05`
    const payDate = latest ? null : `${addMonths(monthStart, 1).slice(0, 7)}-10`
    const salaryStatus = latest ? '0' : '2'
    const byDept = new Map<string, typeof staff>()
    for (const member of staff) {
      const dept = String(member.user.orgCode)
      byDept.set(dept, [...(byDept.get(dept) ?? []), member])
    }
    for (const [dept, members] of [...byDept].sort(([a], [b]) => a.localeCompare(b))) {
      const batch = ctx.db.table('ipr_salary_batch').insert({
        id: ctx.id(),
        batchNo: batchNo('GZ', madeOn),
        salaryMonth,
        dept,
        headcount: null,
        grossTotal: null,
        netTotal: null,
        salaryStatus,
        payDate,
        remark: null,
        bpmStatus: latest ? '1' : '3',
        sysOrgCode: dept,
        ...audit(`${madeOn} 09:30:00`, 'admin'),
      })
      for (const member of members) {
        const amounts = {
          baseSalary: member.baseSalary,
          postSalary: member.postSalary,
          performance: hundreds(draw, 0, 4000),
          commission: commissions.get(monthKey(member.user.username, salaryMonth))?.commission ?? 0,
          allowance: member.allowance,
          deduction: draw.pick([0, 0, 0, 0, 50, 100, 200]),
          socialInsurance: round2(member.baseSalary * 0.105),
          housingFund: round2(member.baseSalary * 0.12),
        }
        const { grossSalary } = payOf({ ...amounts, incomeTax: 0 })
        const tax = incomeTax(grossSalary - amounts.socialInsurance - amounts.housingFund - 5000)
        ctx.db.table('ipr_salary').insert({
          id: ctx.id(),
          batchId: batch.id,
          salaryMonth,
          userName: member.user.username,
          dept,
          ...amounts,
          incomeTax: tax,
          ...payOf({ ...amounts, incomeTax: tax }),
          salaryStatus,
          payDate,
          remark: null,
          ...audit(`${madeOn} 09:30:00`, 'admin'),
        })
      }
    }
  }
}
