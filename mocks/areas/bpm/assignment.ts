import type { Database } from '../../kernel/db/database'
import type { Row } from '../../kernel/db/table'
import { textOf } from '../../kernel/services/text'
import { userTaskOf } from './user-task'
import type { ActInstance } from './seed'

/** Who a new task goes to: one assignee, or candidates of whom the first to claim it (签收) takes it. */
export type Assignment = { assignee: string } | { candidates: string[] }

const activeUser = (db: Database, username: string) =>
  db.table<Row>('sys_user').first((row) => row.username === username && row.status === 1 && row.delFlag === 0)

/**
 * The head (`userIdentity` 2, `departIds`) of the department with this org code; a team without a head of its own
 * (专利代理一组) is led by the head of the department above it. A head does not approve their own request: when the
 * starter heads the department, the head of the department above approves (专利部's head's loan goes to the company's
 * head), as an OA's 上级审批 does; at the top of the tree nobody is above, and the rule names no one (the task falls
 * back to the starter, see `assignmentOf`).
 */
function headOf(db: Database, orgCode: unknown, starter: string): string | undefined {
  const departs = db.table<Row>('sys_depart')
  let depart = departs.first((row) => row.orgCode === orgCode)
  while (depart) {
    const id = String(depart.id)
    const head = db
      .table<Row>('sys_user')
      .first(
        (row) =>
          row.userIdentity === 2 &&
          row.status === 1 &&
          row.username !== starter &&
          textOf(row.departIds).split(',').includes(id),
      )
    if (head) return String(head.username)
    depart = depart.parentId ? departs.get(textOf(depart.parentId)) : undefined
  }
  return undefined
}

/** Members of a role by its code; `dept:<orgCode>` names the members of a department instead. */
function groupMembers(db: Database, group: string): string[] {
  const users = db.table<Row>('sys_user').list((row) => row.status === 1 && row.delFlag === 0)
  if (group.startsWith('dept:')) {
    const depart = db.table<Row>('sys_depart').first((row) => row.orgCode === group.slice(5))
    const ids = new Set(
      db
        .table<Row>('sys_user_depart')
        .list((link) => link.depId === depart?.id)
        .map((link) => link.userId),
    )
    return users.filter((user) => ids.has(user.id)).map((user) => String(user.username))
  }
  const role = db.table<Row>('sys_role').first((row) => row.roleCode === group)
  const ids = new Set(
    db
      .table<Row>('sys_user_role')
      .list((link) => link.roleId === role?.id)
      .map((link) => link.userId),
  )
  return users.filter((user) => ids.has(user.id)).map((user) => String(user.username))
}

/**
 * A variable of an assignee expression: `initiator` the starter, `initiatorLeader` the head of the starter's
 * department, `deptLeader` the head of the record's department (`sysOrgCode`, else the starter's), either never the
 * starter (see `headOf`), any other name a field of the record holding a username (`${handler}`, `${salesman}`).
 */
function variable(db: Database, name: string, instance: ActInstance, record: Row | undefined): string | undefined {
  const starter = db.table<Row>('sys_user').first((row) => row.username === instance.startUsername)
  if (name === 'initiator' || name === 'INITIATOR') return instance.startUsername
  if (name === 'initiatorLeader') return headOf(db, starter?.orgCode, instance.startUsername)
  if (name === 'deptLeader') return headOf(db, record?.sysOrgCode ?? starter?.orgCode, instance.startUsername)
  return textOf(record?.[name]) || undefined
}

/**
 * The rule of a user task as the designer writes it (camunda/flowable/activiti attributes): `assignee` a username or
 * an expression (`${initiator}`, `${deptLeader}`, `${handler}`), else `candidateUsers` and `candidateGroups` (role
 * codes, `dept:<orgCode>`); `${chosen}` is the user the starter or the previous approver picked (`nextUserName`).
 * Without a rule, or when it names nobody who can work, the task goes to the starter.
 */
export function assignmentOf(
  db: Database,
  xml: string,
  taskKey: string,
  instance: ActInstance,
  chosen?: string,
): Assignment {
  const task = userTaskOf(xml, taskKey)
  const record =
    instance.businessTable && instance.businessId
      ? db.table<Row>(instance.businessTable).get(instance.businessId)
      : undefined
  const expression = /^\$\{(\w+)\}$/.exec(task?.assignee ?? '')
  const assignee = expression
    ? expression[1] === 'chosen'
      ? chosen
      : variable(db, expression[1], instance, record)
    : task?.assignee
  if (assignee && activeUser(db, assignee)) return { assignee }
  const candidates = [
    ...(task?.candidateUsers ?? []),
    ...(task?.candidateGroups ?? []).flatMap((group) => groupMembers(db, group)),
  ].filter((username, index, all) => all.indexOf(username) === index && activeUser(db, username))
  if (candidates.length === 1) return { assignee: candidates[0] }
  if (candidates.length > 1) return { candidates }
  return { assignee: instance.startUsername }
}
