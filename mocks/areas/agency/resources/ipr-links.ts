import type { Database } from '../../../kernel/db/database'
import type { Row } from '../../../kernel/db/table'
import { failure, type ResultBody } from '../../../kernel/services/result'
import { textOf } from '../../../kernel/services/text'

const customerName = (db: Database, id: string) => textOf(db.table<Row>('ipr_customer').get(id)?.customerName) || id

/**
 * A link across customers (a case on another customer's contract, a contract signed by another customer's contact)
 * is refused naming both records and both customers, as the service would throw a JeecgBootException: a picker's
 * filter alone does not stop a request that skips the form.
 */
export function crossCustomer(
  db: Database,
  linked: { name: string; customerId: unknown },
  owner: { name: string; customerId: unknown },
): ResultBody<null> | undefined {
  const [theirs, ours] = [textOf(linked.customerId), textOf(owner.customerId)]
  if (!theirs || !ours || theirs === ours) return undefined
  return failure(
    `${linked.name}属于客户「${customerName(db, theirs)}」，${owner.name}的客户是「${customerName(db, ours)}」，不能关联`,
  )
}
