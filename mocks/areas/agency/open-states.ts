import type { Row } from '../../kernel/db/table'
import { textOf } from '../../kernel/services/text'
import { ASSIGN_STATUS } from './resources/ipr-case'

/** `ipr_assign_status` 0 待接收 and 1 处理中: the task still has work to do. */
export const TASK_OPEN: readonly string[] = [ASSIGN_STATUS.waiting, ASSIGN_STATUS.working]
/** `ipr_flag` 5 缴费 with `ipr_official_fee_type` 03 年费, still `ipr_fee_pay_status` 0 待缴费 or 2 滞纳期. */
export const ANNUITY = '03'
export const UNPAID: readonly string[] = ['0', '2']
/** `ipr_flag` 2 商标 in `ipr_trademark_status` 5 已注册: its registration runs out unless renewed. */
export const REGISTERED = '5'
/** `ipr_project_status` 0 待申报 and 1 材料准备: the application is not in yet. */
export const PROJECT_OPEN: readonly string[] = ['0', '1']
/** `ipr_plan_status` 0 未回款, 1 部分回款 and 3 已逾期 still wait for money. */
export const PLAN_OPEN: readonly string[] = ['0', '1', '3']

/** A fee is settled once paid (3 已缴/已付) or written off (4 已核销), as the fee list's 已逾期 tab reads it. */
export const feePaid = (row: Row) => ['3', '4'].includes(textOf(row.feeStatus))
