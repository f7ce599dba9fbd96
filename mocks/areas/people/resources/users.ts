import type { Row } from '../../../kernel/db/table'
import type { RequestContext } from '../../../kernel/routes/route'
import { textOf } from '../../../kernel/services/text'

/** The text of a stored user column: the realname of a username, as the dictionary `sys_user` shows it. */
export const realnameOf = (context: RequestContext, username: unknown) =>
  textOf(context.db.table<Row>('sys_user').first((user) => user.username === username)?.realname ?? username)
