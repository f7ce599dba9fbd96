import type { CrudResource } from '../../kernel/crud/resource'
import { removeSubRows, replaceSubRows, type SubTable } from '../../kernel/crud/sub-tables'
import { controllerResource } from '../../kernel/crud/entity-resource'

/** The order's customers and tickets, saved in the order's body and tied to it by orderId. */
export const ORDER_SUB_TABLES: readonly SubTable[] = [
  { listKey: 'jeecgOrderCustomerList', entity: 'jeecg-order-customer', foreignKey: 'orderId' },
  { listKey: 'jeecgOrderTicketList', entity: 'jeecg-order-ticket', foreignKey: 'orderId' },
]

/** `JeecgOrderMainController` of the demo module (the one-to-many example): the order with its sub-tables. */
export const jeecgOrderResource: CrudResource = {
  ...controllerResource('jeecg-order-main'),
  transient: ORDER_SUB_TABLES.map((sub) => sub.listKey),
  defaultSort: { column: 'createTime', order: 'desc' },
  afterSave(row, body, context) {
    replaceSubRows(context, ORDER_SUB_TABLES, String(row.id), body)
  },
  beforeDelete(ids, context) {
    removeSubRows(context, ORDER_SUB_TABLES, ids)
  },
  messages: { edit: '修改成功!', deleteBatch: '删除成功!', notFound: '未找到对应实体' },
}
