import { dispatchWaitingMessage } from '../message-dispatch'
import type { CrudResource } from '../../../kernel/crud/resource'
import { controllerResource } from '../../../kernel/crud/entity-resource'

/**
 * `SysMessageController` over `sys_sms`, the push-message log. A row written back as waiting (`esSendStatus` 0, what
 * 重发 does) is sent again by the send job.
 */
export const messageResource: CrudResource = {
  ...controllerResource('sys-message'),
  afterSave(row, _body, context) {
    dispatchWaitingMessage(context.db, context.backend.hub, context.db.table('sys_sms').get(row.id)!)
  },
}
