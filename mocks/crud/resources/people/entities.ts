import iprDailyLog from '../../../../schemas/entities/ipr-daily-log.json'
import iprLoanRepayment from '../../../../schemas/entities/ipr-loan-repayment.json'
import iprLoan from '../../../../schemas/entities/ipr-loan.json'
import iprReimburseItem from '../../../../schemas/entities/ipr-reimburse-item.json'
import iprReimburse from '../../../../schemas/entities/ipr-reimburse.json'
import iprSalaryBatch from '../../../../schemas/entities/ipr-salary-batch.json'
import iprSalary from '../../../../schemas/entities/ipr-salary.json'

/** The entities of the firm's people work: reimbursements, loans, salaries and work logs. */
export const PEOPLE_ENTITIES = [
  iprDailyLog,
  iprLoanRepayment,
  iprLoan,
  iprReimburseItem,
  iprReimburse,
  iprSalaryBatch,
  iprSalary,
] as const
