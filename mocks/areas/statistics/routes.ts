import { failure, ok, type ResultBody } from '../../kernel/services/result'
import type { RequestContext, Route } from '../../kernel/routes/route'
import { CASE_GROUPINGS, caseLines, type CaseGrouping } from './case-figures'
import { deadlineList } from './deadlines/deadline-lines'
import { CASE_SHEET, CONTRACT_SHEET, exportLines, FEE_SHEET, PERSON_SHEET, type FigureSheet } from './export'
import type { GroupLine } from './group'
import {
  CONTRACT_GROUPINGS,
  contractLines,
  FEE_GROUPINGS,
  feeLines,
  type ContractGrouping,
  type FeeGrouping,
} from './money-figures'
import { overview } from './overview'
import { PERSON_GROUPINGS, personLines, type PersonGrouping } from './person-figures'
import { periodOf, type Period } from './period'

const BASE = '/ipr/statistics'

/** The `groupBy` parameter when it is one the figures know. */
function groupingOf<G extends string>(context: RequestContext, known: readonly G[]): G | undefined {
  const wanted = context.query.get('groupBy') ?? ''
  return known.find((grouping) => grouping === wanted)
}

const unknownGrouping = (context: RequestContext) => failure(`不支持的统计维度：${context.query.get('groupBy') ?? ''}`)

type Lines<G extends string> = (context: RequestContext, period: Period, by: G) => GroupLine<Record<string, number>>[]

/**
 * A grouped statistic's two calls: its lines as JSON, and `exportXls`, the same lines (same parameters) as a workbook
 * for the table behind a chart.
 */
function groupedRoutes<G extends string>(name: string, known: readonly G[], lines: Lines<G>, sheet: FigureSheet<G>) {
  const answer = (
    context: RequestContext,
    respond: (by: G, found: ReturnType<Lines<G>>) => Promise<Response> | ResultBody,
  ) => {
    const by = groupingOf(context, known)
    return by ? respond(by, lines(context, periodOf(context.query), by)) : unknownGrouping(context)
  }
  return [
    { path: `${BASE}/${name}`, methods: ['GET'], handle: (context) => answer(context, (_by, found) => ok(found)) },
    {
      path: `${BASE}/${name}/exportXls`,
      methods: ['GET'],
      handle: (context) => answer(context, (by, found) => exportLines(context, sheet, by, found)),
    },
  ] satisfies Route[]
}

/**
 * `IprStatisticsController`: the figures of the home page and the 统计 pages, computed from the stored rows on every
 * call (a saved contract moves them at once). Each figure counts only what the user's lists show them. Beside it
 * `IprDeadlineController`: every open deadline as one list (期限监控 and the home page's 期限预警).
 */
export const statisticsRoutes: Route[] = [
  {
    path: `${BASE}/overview`,
    methods: ['GET'],
    handle: (context) => ok(overview(context, periodOf(context.query))),
  },
  ...groupedRoutes<CaseGrouping>('cases', CASE_GROUPINGS, caseLines, CASE_SHEET),
  ...groupedRoutes<ContractGrouping>('contracts', CONTRACT_GROUPINGS, contractLines, CONTRACT_SHEET),
  ...groupedRoutes<FeeGrouping>('fees', FEE_GROUPINGS, feeLines, FEE_SHEET),
  ...groupedRoutes<PersonGrouping>('people', PERSON_GROUPINGS, personLines, PERSON_SHEET),
  {
    path: '/ipr/deadline/list',
    methods: ['GET'],
    handle(context) {
      const days = context.query.get('days')
      if (days !== null && days !== '' && !Number.isInteger(Number(days))) return failure('天数须为整数')
      return ok(deadlineList(context))
    },
  },
]
