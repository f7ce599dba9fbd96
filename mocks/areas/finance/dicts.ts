import type { DictSpec } from '../../kernel/seed/dicts'

const dict = (code: string, name: string, description: string, items: DictSpec['items']): DictSpec => ({
  code,
  name,
  description,
  items,
})

/** Dictionaries of the finance screens: bills, receipts, invoices, requisitions and refunds. */
export const FINANCE_DICTS: readonly DictSpec[] = [
  dict('ipr_bill_status', '账单状态', '向客户请款的账单状态；部分收款与已结清由收款算出', [
    ['0', '草稿'],
    ['1', '已发送'],
    ['2', '部分收款'],
    ['3', '已结清'],
    ['4', '已作废'],
  ]),
  dict('ipr_send_way', '发送方式', '账单如何交给客户', [
    ['1', '邮件'],
    ['2', '快递'],
    ['3', '当面'],
  ]),
  dict('ipr_invoice_type', '发票类型', '开具的发票种类', [
    ['1', '数电普票'],
    ['2', '数电专票'],
    ['3', '纸质普票'],
    ['4', '纸质专票'],
  ]),
  dict('ipr_invoice_status', '开票状态', '开票申请的办理进度', [
    ['0', '待开票'],
    ['1', '已开票'],
    ['2', '已寄出'],
    ['3', '已红冲/作废'],
  ]),
  dict('ipr_tax_rate', '税率', '增值税税率', [
    ['0.06', '6%'],
    ['0.03', '3%'],
    ['0.01', '1%'],
    ['0', '免税'],
  ]),
  dict('ipr_requisition_type', '用款类型', '内部用款申请的用途', [
    ['1', '代缴官费'],
    ['2', '第三方费用'],
    ['3', '采购'],
    ['4', '备用金'],
    ['9', '其他'],
  ]),
  dict('ipr_pay_status', '支付状态', '款项是否已付出', [
    ['0', '未支付'],
    ['1', '已支付'],
  ]),
  dict('ipr_refund_reason', '退款原因', '向客户退款的原因', [
    ['1', '申请被驳回'],
    ['2', '客户取消委托'],
    ['3', '重复/多付款'],
    ['4', '官费减缓退差'],
    ['5', '服务未完成'],
    ['9', '其他'],
  ]),
]
