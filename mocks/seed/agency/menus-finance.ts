import type { MenuSpec } from '../permissions'
import { listButtons } from './menus'

/** The list page of one finance area, with its buttons and, for the lists under approval, 提交审批. */
const financePage = (
  key: string,
  name: string,
  path: string,
  area: string,
  sortNo: number,
  icon: string,
  prefix: string,
  noun: string,
  approval = false,
): MenuSpec => ({
  key,
  name,
  url: `/ipr/finance/${path}`,
  component: `ipr/${area}List`,
  sortNo,
  icon,
  buttons: [
    ...listButtons(prefix, noun),
    ...(approval ? [{ key: `${prefix}:submit`, name: '提交审批', perms: `${prefix}:submit` }] : []),
  ],
})

/** 财务管理, after the agency's own groups: bills to customers, receipts, invoices, requisitions and refunds. */
export const FINANCE_MENU: readonly MenuSpec[] = [
  {
    key: 'iprFinanceGroup',
    name: '财务管理',
    url: '/ipr/finance',
    component: 'layouts/RouteView',
    sortNo: 0.65,
    icon: 'bank',
    children: [
      financePage('iprBill', '请款账单', 'bill', 'Bill', 1, 'file-text', 'ipr:bill', '账单'),
      financePage('iprReceipt', '收款登记', 'receipt', 'Receipt', 2, 'pay-circle', 'ipr:receipt', '收款'),
      financePage('iprInvoice', '发票管理', 'invoice', 'Invoice', 3, 'audit', 'ipr:invoice', '开票申请', true),
      financePage(
        'iprRequisition',
        '用款申请',
        'requisition',
        'Requisition',
        4,
        'fund',
        'ipr:requisition',
        '用款申请',
        true,
      ),
      financePage('iprRefund', '退款管理', 'refund', 'Refund', 5, 'swap', 'ipr:refund', '退款申请', true),
    ],
  },
]
