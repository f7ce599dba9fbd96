import type { CrudResource } from '../../../kernel/crud/resource'
import { department, flagScope, mine } from '../../../kernel/crud/scope'
import { withOrgCode } from './ipr-common'
import { controllerResource } from '../../../kernel/crud/entity-resource'
import { EXPRESS_SIGNED, expressSigned } from '../messages'
import { withNumber } from './ipr-fill-number'

/**
 * `IprExpressController`: parcels sent to and received from customers and offices; besides the courier's tracking
 * number each has the firm's own 收发编号 from its fill rule.
 */
export const iprExpressResource: CrudResource = {
  ...controllerResource('ipr-express'),
  unique: [
    { field: 'expressNo', message: '快递单号已存在' },
    { field: 'parcelNo', message: '收发编号已存在' },
  ],
  defaultSort: { column: 'createTime', order: 'desc' },
  dataRulePage: 'ipr/ExpressList',
  listScope: flagScope({ '1': mine('handler'), '2': department('sysOrgCode') }),
  prepare(values, context, existing) {
    return existing ? values : withNumber(withOrgCode(values, context), context, 'parcelNo', 'ipr_express_no')
  },
  afterSave(row, _body, context, previous) {
    if (row.expressStatus === EXPRESS_SIGNED && previous?.expressStatus !== EXPRESS_SIGNED)
      expressSigned(context.backend, row, context.user?.username ?? null)
  },
}
