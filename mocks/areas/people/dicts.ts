import type { DictSpec } from '../../kernel/seed/dicts'

/** Dictionaries of the firm's people work: what staff choose on reimbursements, loans, salaries and work logs. */
export const PEOPLE_DICTS: readonly DictSpec[] = [
  {
    code: 'ipr_reimburse_type',
    name: '报销类型',
    description: '报销单与报销明细的费用类型',
    items: [
      ['1', '差旅费'],
      ['2', '市内交通费'],
      ['3', '业务招待费'],
      ['4', '办公费'],
      ['5', '通讯费'],
      ['6', '快递费'],
      ['7', '代垫官费'],
      ['9', '其他'],
    ],
  },
  {
    code: 'ipr_loan_status',
    name: '还款状态',
    description: '借款按还款与报销冲抵算出的状态',
    items: [
      ['0', '未还'],
      ['1', '部分归还'],
      ['2', '已还清'],
    ],
  },
  {
    code: 'ipr_salary_status',
    name: '工资状态',
    description: '工资批次与工资条的状态',
    items: [
      ['0', '草稿'],
      ['1', '已确认'],
      ['2', '已发放'],
    ],
  },
  {
    code: 'ipr_log_type',
    name: '日志类型',
    description: '工作日志的周期',
    items: [
      ['1', '日报'],
      ['2', '周报'],
      ['3', '月报'],
    ],
  },
  {
    code: 'ipr_review_status',
    name: '批阅状态',
    description: '工作日志是否已由主管批阅',
    items: [
      ['0', '未批阅'],
      ['1', '已批阅'],
    ],
  },
]
