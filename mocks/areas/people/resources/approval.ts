import type { Row } from '../../../kernel/db/table'
import { BPM_STATUS } from '../../agency/resources/ipr-contract'

/**
 * A row under approval (处理中) cannot be edited: its state only changes through the workflow (nor deleted, by the
 * approval lock of every table under approval, mocks/kernel/crud/approval-lock.ts).
 */
export const underApproval = (row: Row | undefined) => row?.bpmStatus === BPM_STATUS.running
