import type { CrudResource } from '../../../kernel/crud/resource'

/** `SysMessageTemplateController` over `sys_sms_template`; `template_code` is a unique key. */
export const messageTemplateResource: CrudResource = {
  basePath: '/sys/message/sysMessageTemplate',
  entity: 'sys-message-template',
  endpoints: ['list', 'add', 'edit', 'delete', 'deleteBatch', 'queryById', 'exportXls', 'importExcel'],
  unique: [{ field: 'templateCode', message: '数据库中已存在该记录' }],
  prepare(values, _context, existing) {
    return existing ? values : { useStatus: '0', ...values }
  },
}
