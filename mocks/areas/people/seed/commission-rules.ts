import { audit } from '../../../kernel/seed/context'
import { addMonths, type AgencySeed } from '../../agency/seed/support'
import { COMMISSION_SCOPE } from '../resources/commission-rule'

/**
 * The firm's commission rates: its agents by role, department heads on their own cases, 刘芳 by a rule of her own
 * that outranks her role's, and 流程管理员's rate that ran out half a year ago. They start two years back, so every
 * seeded salary month has them.
 */
export function seedCommissionRules(seed: AgencySeed): void {
  const { ctx } = seed
  const thisMonth = `${seed.today.slice(0, 7)}-01`
  const start = addMonths(thisMonth, -24)
  const rules = [
    { ruleName: '专利代理人提成', ruleType: COMMISSION_SCOPE.role, roleCode: 'patent_agent', rate: 10 },
    { ruleName: '商标代理人提成', ruleType: COMMISSION_SCOPE.role, roleCode: 'trademark_agent', rate: 8 },
    { ruleName: '部门经理提成', ruleType: COMMISSION_SCOPE.role, roleCode: 'manager', rate: 5 },
    {
      ruleName: '流程管理员提成（已停用）',
      ruleType: COMMISSION_SCOPE.role,
      roleCode: 'docketing',
      rate: 3,
      validTo: addMonths(thisMonth, -6),
    },
    { ruleName: '刘芳个人提成', ruleType: COMMISSION_SCOPE.person, userName: 'liufang', rate: 12 },
  ]
  rules.forEach((rule, index) =>
    ctx.db.table('ipr_commission_rule').insert({
      id: ctx.id(),
      roleCode: null,
      userName: null,
      validFrom: start,
      validTo: null,
      remark: null,
      ...rule,
      ...audit(`${start} 09:0${index}:00`),
    }),
  )
}
