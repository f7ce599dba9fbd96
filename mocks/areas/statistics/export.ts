import { workbookDownload } from '../../kernel/crud/excel/download'
import type { ColumnType } from '../../kernel/crud/excel/workbook'
import type { RequestContext } from '../../kernel/routes/route'
import type { CaseGrouping } from './case-figures'
import type { GroupLine } from './group'
import type { ContractGrouping, FeeGrouping } from './money-figures'
import type { PersonGrouping } from './person-figures'

/**
 * One grouped statistic as a sheet: what its groups are called by grouping, its figures' column titles, and which
 * figures are amounts (written with two decimals; the others are counts and hours).
 */
export interface FigureSheet<G extends string> {
  label: string
  groupTitles: Record<G, string>
  figureTitles: Record<string, string>
  amounts?: readonly string[]
}

export const CASE_SHEET: FigureSheet<CaseGrouping> = {
  label: '案件统计',
  groupTitles: { businessType: '业务类型', caseStatus: '案件状态', dept: '部门', handler: '承办人', time: '期间' },
  figureTitles: { total: '案件数', open: '在办', closed: '已结', overdue: '已逾期' },
}

export const CONTRACT_SHEET: FigureSheet<ContractGrouping> = {
  label: '合同回款统计',
  groupTitles: { contractType: '合同类型', salesman: '业务员', customer: '客户', time: '期间' },
  figureTitles: { count: '合同数', amount: '合同额（元）', received: '已回款（元）', outstanding: '待回款（元）' },
  amounts: ['amount', 'received', 'outstanding'],
}

export const FEE_SHEET: FigureSheet<FeeGrouping> = {
  label: '费用统计',
  groupTitles: { feeCategory: '费用类别', feeStatus: '费用状态', time: '期间' },
  figureTitles: { count: '笔数', amount: '金额（元）', paid: '已缴（元）', unpaid: '未缴（元）' },
  amounts: ['amount', 'paid', 'unpaid'],
}

export const PERSON_SHEET: FigureSheet<PersonGrouping> = {
  label: '人员绩效',
  groupTitles: { person: '人员' },
  figureTitles: {
    cases: '承办案件',
    closed: '已结',
    hours: '工时（小时）',
    received: '代理费收款（元）',
    commission: '业务提成（元）',
  },
  amounts: ['received', 'commission'],
}

/**
 * `IprStatisticsController.exportXls`: the lines the figures' own call answers for the same parameters, one row per
 * group under the group's name, in the workbook the lists' exports write ("<label>报表" / "导出人:<realname>").
 */
export function exportLines<G extends string>(
  context: RequestContext,
  sheet: FigureSheet<G>,
  by: G,
  lines: GroupLine<Record<string, number>>[],
): Promise<Response> {
  const figures = Object.keys(sheet.figureTitles)
  return workbookDownload(
    {
      name: sheet.label,
      titles: [`${sheet.label}报表`, `导出人:${context.user?.realname ?? ''}`],
      header: [sheet.groupTitles[by], ...figures.map((field) => sheet.figureTitles[field])],
      types: ['text', ...figures.map((field) => (sheet.amounts?.includes(field) ? 'money' : 'number') as ColumnType)],
      rows: lines.map((line) => [line.name, ...figures.map((field) => line[field])]),
    },
    sheet.label,
  )
}
