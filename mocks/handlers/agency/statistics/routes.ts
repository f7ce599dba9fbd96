import { failure, ok } from '../../../services/result'
import type { RequestContext, Route } from '../../route'
import { CASE_GROUPINGS, caseLines, type CaseGrouping } from './case-figures'
import { deadlines } from './deadlines'
import {
  CONTRACT_GROUPINGS,
  contractLines,
  FEE_GROUPINGS,
  feeLines,
  type ContractGrouping,
  type FeeGrouping,
} from './money-figures'
import { overview } from './overview'
import { periodOf } from './period'

const BASE = '/ipr/statistics'

/** The `groupBy` parameter when it is one the figures know. */
function groupingOf<G extends string>(context: RequestContext, known: readonly G[]): G | undefined {
  const wanted = context.query.get('groupBy') ?? ''
  return known.find((grouping) => grouping === wanted)
}

const unknownGrouping = (context: RequestContext) => failure(`不支持的统计维度：${context.query.get('groupBy') ?? ''}`)

/**
 * `IprStatisticsController`: the figures of the home page and the 统计 pages, computed from the stored rows on every
 * call (a saved contract moves them at once). Each figure counts only what the user's lists show them.
 */
export const statisticsRoutes: Route[] = [
  {
    path: `${BASE}/overview`,
    methods: ['GET'],
    handle: (context) => ok(overview(context, periodOf(context.query))),
  },
  {
    path: `${BASE}/cases`,
    methods: ['GET'],
    handle(context) {
      const by = groupingOf<CaseGrouping>(context, CASE_GROUPINGS)
      return by ? ok(caseLines(context, periodOf(context.query), by)) : unknownGrouping(context)
    },
  },
  {
    path: `${BASE}/contracts`,
    methods: ['GET'],
    handle(context) {
      const by = groupingOf<ContractGrouping>(context, CONTRACT_GROUPINGS)
      return by ? ok(contractLines(context, periodOf(context.query), by)) : unknownGrouping(context)
    },
  },
  {
    path: `${BASE}/fees`,
    methods: ['GET'],
    handle(context) {
      const by = groupingOf<FeeGrouping>(context, FEE_GROUPINGS)
      return by ? ok(feeLines(context, periodOf(context.query), by)) : unknownGrouping(context)
    },
  },
  {
    path: `${BASE}/deadlines`,
    methods: ['GET'],
    handle(context) {
      const days = Number(context.query.get('days') ?? 30)
      if (!Number.isInteger(days) || days < 0 || days > 366) return failure('天数须为 0 到 366 之间的整数')
      return ok(deadlines(context, days))
    },
  },
]
