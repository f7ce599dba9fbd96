import type { Row } from '../../kernel/db/table'
import { DATA_LOG_TABLE } from '../../kernel/services/data-log'
import { audit, type SeedContext } from '../../kernel/seed/context'

/**
 * Two versions of the oldest customer in 数据日志, as its edits would have written them: the first with the
 * telephone it had before, the second as it is stored now.
 */
export function seedDataLogs(ctx: SeedContext): void {
  const customers = ctx.db.table<Row>('ipr_customer').list()
  const customer = customers[0]
  if (!customer) return
  const versions = [{ ...customer, phone: '010-62880000' }, customer]
  versions.forEach((content, version) =>
    ctx.db.table(DATA_LOG_TABLE).insert({
      id: ctx.id(),
      dataTable: 'ipr_customer',
      dataId: String(customer.id),
      dataContent: JSON.stringify(content),
      dataVersion: String(version),
      type: 'json',
      ...audit(`2024-0${version + 7}-15 14:30:00`),
    }),
  )
}
