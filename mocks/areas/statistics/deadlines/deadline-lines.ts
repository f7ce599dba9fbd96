import { dataRuleFilter } from '../../../kernel/crud/data-rules'
import { entitySchema } from '../../../kernel/crud/entity-schemas'
import { paginate } from '../../../kernel/crud/query'
import { rowAccess } from '../../../kernel/crud/row-access'
import type { Row } from '../../../kernel/db/table'
import { DAY_MS, formatDate } from '../../../kernel/db/time'
import type { RequestContext } from '../../../kernel/routes/route'
import { queryDictText } from '../../../kernel/services/dicts'
import { queryPermissionsByUser } from '../../../kernel/services/permissions'
import { textOf } from '../../../kernel/services/text'
import { departNaming, userNaming } from '../names'
import { daysUntil } from '../../agency/jobs/due-dates'
import { DEADLINE_KINDS, type DeadlineKind } from './kinds'

/** The menu component of 期限监控: its data rules (own, department) narrow the lines on top of each kind's list. */
export const DEADLINE_PAGE = 'ipr/DeadlineList'

/** The address of the first menu among `pages` the user may open (without its scope query), else ''. */
function linkOf(context: RequestContext): (pages: readonly string[]) => string {
  const menus = context.user ? queryPermissionsByUser(context.db, context.user.id) : []
  return (pages) => {
    for (const page of pages) {
      const menu = menus.find((candidate) => candidate.component === page && !textOf(candidate.url).includes('?'))
      if (menu) return textOf(menu.url)
    }
    return ''
  }
}

/** The open rows of one kind the user's data rules reach, each as a deadline line. */
function linesOf(context: RequestContext, kind: DeadlineKind, link: (pages: readonly string[]) => string): Row[] {
  const { db } = context
  const reachable = rowAccess(kind.reach, context)
  const url = link(kind.pages)
  return db
    .table<Row>(kind.table)
    .list((row) => kind.open(row) && textOf(row[kind.dueField]) !== '')
    .flatMap((row) => {
      const owner = kind.owner ? kind.owner(row, db) : row
      if (!owner || !reachable(owner)) return []
      return [
        {
          id: `${kind.kind}:${textOf(row.id)}`,
          kind: kind.kind,
          recordId: textOf(owner.id),
          recordNo: textOf(kind.recordNo(row, db)),
          title: textOf(kind.title(row, db)),
          deadline: textOf(row[kind.dueField]).slice(0, 10),
          restDays: daysUntil(db, row[kind.dueField]),
          handler: textOf(kind.handler(row, db)),
          sysOrgCode: textOf(kind.orgCode(row, db)),
          url,
        },
      ]
    })
}

/**
 * `GET /ipr/deadline/list`: every kind of deadline still open (官方期限, 内部期限, 任务期限, 官费, 年费, 商标续展,
 * 项目申报, 合同回款) as one list, soonest first. A user sees a line when the record's own list shows them its row
 * (the menu grant and data rules of that list) and, where they may open 期限监控, when its data rules keep the line.
 * Filters: `kind`, `handler`, `sysOrgCode` (the department and those below it), `days` (due by today + days, the
 * overdue included) and `deadline_begin`/`deadline_end`; paged as a JeecgBoot list.
 */
export function deadlineList(context: RequestContext) {
  const { query, db } = context
  const link = linkOf(context)
  const kept = dataRuleFilter(context, DEADLINE_PAGE, entitySchema('ipr-deadline'))
  const wanted = (name: string) => textOf(query.get(name)).trim()
  const days = wanted('days')
  const last = days === '' ? '' : formatDate(db.now() + Number(days) * DAY_MS)
  const tests: Array<(line: Row) => boolean> = [
    (line) => wanted('kind') === '' || line.kind === wanted('kind'),
    (line) => wanted('handler') === '' || line.handler === wanted('handler'),
    (line) => textOf(line.sysOrgCode).startsWith(wanted('sysOrgCode')),
    (line) => last === '' || textOf(line.deadline) <= last,
    (line) => wanted('deadline_begin') === '' || textOf(line.deadline) >= wanted('deadline_begin'),
    (line) => wanted('deadline_end') === '' || textOf(line.deadline) <= wanted('deadline_end'),
    kept,
  ]
  const lines = DEADLINE_KINDS.flatMap((kind) => linesOf(context, kind, link))
    .filter((line) => tests.every((test) => test(line)))
    .sort((a, b) => textOf(a.deadline).localeCompare(textOf(b.deadline)) || textOf(a.id).localeCompare(textOf(b.id)))
  const people = userNaming(db)
  const departs = departNaming(db)
  const page = paginate(lines, query)
  return {
    ...page,
    records: page.records.map((line) => ({
      ...line,
      kind_dictText: queryDictText(db, 'ipr_deadline_kind', textOf(line.kind)) ?? line.kind,
      handler_dictText: people.name(textOf(line.handler)),
      sysOrgCode_dictText: departs.name(textOf(line.sysOrgCode)),
    })),
  }
}
