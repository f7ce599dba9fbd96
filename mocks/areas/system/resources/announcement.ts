import type { CrudResource } from '../../../kernel/crud/resource'
import { controllerResource } from '../../../kernel/crud/entity-resource'

/** `SysAnnouncementController`: new notices start unpublished; delete only flags them. */
export const announcementResource: CrudResource = {
  ...controllerResource('sys-announcement'),
  permissions: {
    add: 'announcement:add',
    edit: 'announcement:edit',
    delete: 'announcement:delete',
    deleteBatch: 'announcement:delete',
    importExcel: 'announcement:add',
  },
  rules: { titile: [['maxChars', 100]], msgAbstract: ['max255'] },
  excelFields: [
    'titile',
    'msgAbstract',
    'msgContent',
    'startTime',
    'endTime',
    'priority',
    'msgCategory',
    'msgType',
    'sendStatus',
  ],
  prepare(values, _context, existing) {
    const prepared = { ...values }
    // The Vue 2 form sends the chosen users as "id1,id2"; the server keeps them with a trailing comma.
    if (typeof values.userIds === 'string' && values.userIds !== '' && !values.userIds.endsWith(','))
      prepared.userIds = `${values.userIds},`
    if (!existing)
      Object.assign(prepared, {
        delFlag: '0',
        sendStatus: '0',
        msgType: values.msgType ?? 'ALL',
        priority: values.priority ?? 'L',
        msgCategory: values.msgCategory ?? '1',
      })
    return prepared
  },
  messages: { edit: '修改成功!', deleteBatch: '删除成功!' },
}
