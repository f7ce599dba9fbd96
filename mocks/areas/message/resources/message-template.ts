import type { CrudResource } from '../../../kernel/crud/resource'
import { controllerResource } from '../../../kernel/crud/entity-resource'

/** `SysMessageTemplateController` over `sys_sms_template`; `template_code` is a unique key. */
export const messageTemplateResource: CrudResource = {
  ...controllerResource('sys-message-template'),
  unique: [{ field: 'templateCode', message: '数据库中已存在该记录' }],
  prepare(values, _context, existing) {
    return existing ? values : { useStatus: '0', ...values }
  },
}
