import type { CrudResource } from '../../../kernel/crud/resource'
import { department, flagScope, mine } from '../../../kernel/crud/scope'
import { stampOrgCodeOnAdd } from './ipr-common'
import { controllerResource } from '../../../kernel/crud/entity-resource'
import { EXPRESS_SIGNED, expressSigned } from '../messages'

/** `IprExpressController`: parcels sent to and received from customers and offices. */
export const iprExpressResource: CrudResource = {
  ...controllerResource('ipr-express'),
  unique: [{ field: 'expressNo', message: '快递单号已存在' }],
  defaultSort: { column: 'createTime', order: 'desc' },
  dataRulePage: 'ipr/ExpressList',
  listScope: flagScope({ '1': mine('handler'), '2': department('sysOrgCode') }),
  prepare: stampOrgCodeOnAdd,
  afterSave(row, _body, context, previous) {
    if (row.expressStatus === EXPRESS_SIGNED && previous?.expressStatus !== EXPRESS_SIGNED)
      expressSigned(context.backend, row, context.user?.username ?? null)
  },
}
