import type { Row } from '../../../kernel/db/table'
import { textOf } from '../../../kernel/services/text'
import { audit } from '../../../kernel/seed/context'
import type { SeededCustomer } from './customers'
import { IP_RECORD_NUMBERS } from '../resources/ipr-record-numbers'
import {
  copyrightAcceptNo,
  patentApplicationNo,
  patentNo,
  softwareRegistrationNo,
  trademarkNo,
  workRegistrationNo,
} from './numbers'
import { addDays, addMonths, createNumberer, hundreds, spreadOver, type AgencySeed } from './support'
import { GOODS, markName, patentSubject, softwareName, workName } from './topics'

/** The kind's own columns of one record. */
type Kind = (
  seed: AgencySeed,
  customer: SeededCustomer,
  createTime: string,
  others: readonly SeededCustomer[],
) => Record<string, unknown>

const age = (seed: AgencySeed, date: string) =>
  Math.round((Date.parse(seed.today) - Date.parse(date.slice(0, 10))) / 86_400_000)

const copyright: Kind = (seed, customer, createTime) => {
  const { draw } = seed
  const software = draw.chance(0.75)
  const copyrightType = software ? '1' : draw.pick(['2', '3', '4', '5', '6', '7'])
  const days = age(seed, createTime)
  const copyrightStatus =
    days < 20 ? draw.pick(['0', '1']) : days < 60 ? draw.pick(['2', '3']) : draw.chance(0.95) ? '4' : '5'
  const year = Number(createTime.slice(0, 4))
  const registered = copyrightStatus === '4'
  return {
    iprName: software ? `${softwareName(draw)}V${draw.int(1, 3)}.0` : workName(draw),
    copyrightType,
    owner: customer.row.customerName,
    author: software ? customer.row.customerName : `${textOf(customer.row.customerName).slice(0, 2)}设计团队`,
    version: software ? `V${draw.int(1, 3)}.0` : null,
    finishDate: addDays(createTime, -draw.int(30, 200)),
    publishDate: addDays(createTime, -draw.int(1, 29)),
    acceptNo: Number(copyrightStatus) >= 2 ? copyrightAcceptNo(draw, year) : null,
    regNo: registered
      ? software
        ? softwareRegistrationNo(draw, year)
        : workRegistrationNo(draw, year, copyrightType)
      : null,
    regDate: registered ? addDays(createTime, draw.int(30, 60)) : null,
    certNo: registered ? `${software ? '软著登字' : '作登字'}第${draw.digits(7)}号` : null,
    copyrightStatus,
  }
}

const trademark: Kind = (seed, _customer, createTime) => {
  const { draw } = seed
  // Some marks were registered nearly ten years ago: their renewal falls due now (即将到期 / 续展).
  const appDate = draw.chance(0.2) ? addDays(seed.today, -draw.int(3400, 3700)) : createTime.slice(0, 10)
  const days = age(seed, appDate)
  const trademarkStatus =
    days < 30 ? '1' : days < 120 ? draw.pick(['2', '3']) : days < 300 ? draw.pick(['3', '4', '6', '7']) : '5'
  const registered = trademarkStatus === '5'
  const classes = draw.pick([
    ['09'],
    ['35'],
    ['09', '42'],
    ['29', '30'],
    ['05', '10'],
    ['07'],
    ['11'],
    ['41', '42'],
    ['09', '35', '42'],
  ])
  const number = trademarkNo(draw)
  const prelimDate = Number(trademarkStatus) >= 4 && trademarkStatus !== '6' ? addMonths(appDate, 9) : null
  const regDate = registered ? addMonths(appDate, 12) : null
  return {
    iprName: markName(draw),
    tmImage: null,
    tmKind: draw.weighted([
      ['1', 95],
      ['2', 3],
      ['3', 2],
    ] as const),
    tmClass: classes.join(','),
    goods: classes.map((code) => GOODS[code]).join('；'),
    appNo: number,
    appDate,
    prelimDate,
    regNo: registered ? number : null,
    regDate,
    expireDate: regDate ? addDays(addMonths(regDate, 120), -1) : null,
    trademarkStatus,
  }
}

const project: Kind = (seed, customer, createTime) => {
  const { draw } = seed
  const year = Number(createTime.slice(0, 4))
  const projectLevel = draw.weighted([
    ['1', 20],
    ['2', 35],
    ['3', 35],
    ['4', 10],
  ] as const)
  const deadline = addDays(createTime, draw.int(20, 90))
  const open = deadline >= seed.today
  const projectStatus = open ? draw.pick(['0', '1', '2']) : draw.pick(['3', '4', '4', '5', '6'])
  const city = customer.city
  return {
    iprName: `${year}年度${draw.pick(['高新技术企业认定', '知识产权示范企业', '专利导航项目', '科技型中小企业评价', '专精特新企业认定'])}`,
    projectLevel,
    competentDept:
      projectLevel === '1'
        ? '国家知识产权局'
        : projectLevel === '2'
          ? `${city.province}省科学技术厅`
          : `${city.name}市科学技术局`,
    projectYear: year,
    batch: draw.pick(['第一批', '第二批']),
    deadline,
    submitDate: projectStatus === '0' || projectStatus === '1' ? null : addDays(deadline, -draw.int(1, 10)),
    subsidy: projectStatus === '4' || projectStatus === '6' ? hundreds(draw, 50000, 500000) : null,
    serviceFee: hundreds(draw, 5000, 50000),
    projectStatus,
  }
}

const transfer: Kind = (seed, customer, createTime, others) => {
  const { draw } = seed
  const transferType = draw.pick(['1', '1', '2', '3', '4', '5', '7'])
  const buyer = draw.pick(others)
  const contractDate = createTime.slice(0, 10)
  const days = age(seed, contractDate)
  const transferStatus = days < 30 ? draw.pick(['0', '1']) : days < 90 ? '2' : draw.chance(0.92) ? '3' : '4'
  const appYear = Number(contractDate.slice(0, 4)) - draw.int(1, 5)
  return {
    iprName: transferType === '3' ? `“${markName(draw)}”商标转让` : `一种${patentSubject(draw)}`,
    transferType,
    rightNo:
      transferType === '3' ? trademarkNo(draw) : patentNo(patentApplicationNo(draw, appYear, draw.pick(['1', '2']))),
    transferor: customer.row.customerName,
    transferee: buyer.row.customerName,
    price: hundreds(draw, 10000, 800000),
    contractDate,
    submitDate: Number(transferStatus) >= 2 ? addDays(contractDate, draw.int(5, 20)) : null,
    approveDate: transferStatus === '3' ? addDays(contractDate, draw.int(45, 80)) : null,
    transferStatus,
  }
}

/** Annuities by patent year, in yuan (CNIPA schedule): invention 900 / 1,200 / 2,000 …, utility model 600 / 900 / 1,200 …. */
const ANNUITY: Readonly<Record<string, readonly number[]>> = {
  '1': [
    900, 900, 900, 1200, 1200, 1200, 2000, 2000, 2000, 4000, 4000, 4000, 6000, 6000, 6000, 8000, 8000, 8000, 8000, 8000,
  ],
  '2': [600, 600, 600, 900, 900, 1200, 1200, 1200, 2000, 2000],
}

const payment: Kind = (seed) => {
  const { draw } = seed
  const patentType = draw.pick(['1', '1', '2'])
  const feeYear = draw.int(1, patentType === '1' ? 15 : 9)
  const deadline = addDays(
    seed.today,
    draw.weighted([
      [draw.int(-90, -1), 35],
      [draw.int(0, 30), 20],
      [draw.int(31, 180), 45],
    ] as const),
  )
  const reduction = draw.weighted([
    ['0', 40],
    ['1', 45],
    ['2', 15],
  ] as const)
  const full = ANNUITY[patentType][feeYear - 1]
  // 费减: 85 % off for the first ten years (individuals and small companies), 70 % for a company pair.
  const amount = reduction === '0' || feeYear > 10 ? full : Math.round(full * (reduction === '2' ? 0.15 : 0.3))
  const past = deadline < seed.today
  const payStatus = past
    ? draw.weighted([
        ['1', 80],
        ['2', 12],
        ['3', 8],
      ] as const)
    : draw.weighted([
        ['0', 80],
        ['1', 20],
      ] as const)
  const paid = payStatus === '1'
  const appYear = Number(seed.today.slice(0, 4)) - feeYear
  return {
    iprName: `${patentType === '1' ? '发明' : '实用新型'}专利第${feeYear}年年费`,
    rightNo: patentNo(patentApplicationNo(draw, appYear, patentType)),
    feeType: '03',
    feeYear,
    feeReduction: reduction,
    amount,
    deadline,
    lateFee: payStatus === '2' ? Math.round(full * 0.05) : null,
    payDate: paid ? addDays(deadline, -draw.int(1, 25)) : null,
    paidAmount: paid ? amount : null,
    receiptNo: paid ? `${draw.digits(8)}` : null,
    payStatus,
  }
}

/** The five kinds: their iprFlag, how many and who looks after them (numbers follow the kind's fill rule). */
const KINDS: ReadonlyArray<{ flag: string; count: number; handlers: readonly string[]; make: Kind }> = [
  { flag: '1', count: 150, handlers: ['xieyuxin', 'songhaitao'], make: copyright },
  { flag: '2', count: 200, handlers: ['lisi', 'luowenbin', 'liangjingyi', 'lujiayi'], make: trademark },
  { flag: '3', count: 80, handlers: ['hanxuemei', 'fengzixuan'], make: project },
  { flag: '4', count: 60, handlers: ['tangminghui', 'fengzixuan'], make: transfer },
  { flag: '5', count: 220, handlers: ['pengyuhang', 'zengshihan', 'zhangsan'], make: payment },
]

const EMPTY_KIND_FIELDS = [
  'copyrightType',
  'owner',
  'author',
  'version',
  'finishDate',
  'publishDate',
  'acceptNo',
  'certNo',
  'copyrightStatus',
  'tmImage',
  'tmKind',
  'tmClass',
  'goods',
  'appNo',
  'appDate',
  'prelimDate',
  'regNo',
  'regDate',
  'expireDate',
  'trademarkStatus',
  'projectLevel',
  'competentDept',
  'projectYear',
  'batch',
  'subsidy',
  'serviceFee',
  'projectStatus',
  'transferType',
  'rightNo',
  'transferor',
  'transferee',
  'price',
  'contractDate',
  'approveDate',
  'transferStatus',
  'submitDate',
  'feeType',
  'feeYear',
  'feeReduction',
  'amount',
  'deadline',
  'lateFee',
  'payDate',
  'paidAmount',
  'receiptNo',
  'payStatus',
]

/** IP records of every kind, linked to a case of the same customer where there is one. */
export function seedIpRecords(seed: AgencySeed, customers: readonly SeededCustomer[], cases: readonly Row[]): void {
  const { ctx, draw } = seed
  const table = ctx.db.table('ipr_info')
  const empty = Object.fromEntries(EMPTY_KIND_FIELDS.map((field) => [field, null]))
  const dealt = customers.filter((customer) => customer.row.dealStatus === '1')
  const casesOf = new Map<unknown, Row[]>()
  for (const row of cases) casesOf.set(row.customerId, [...(casesOf.get(row.customerId) ?? []), row])
  for (const kind of KINDS) {
    const number = createNumberer()
    for (const createTime of spreadOver(seed, kind.count, 700)) {
      const customer = draw.pick(dealt)
      const handler = draw.pick(kind.handlers)
      const fields = kind.make(seed, customer, createTime, dealt)
      const owned = casesOf.get(customer.row.id) ?? []
      table.insert({
        id: ctx.id(),
        ...empty,
        iprFlag: kind.flag,
        iprNo: number(IP_RECORD_NUMBERS[kind.flag][2], createTime),
        customerId: customer.row.id,
        caseId: owned.length > 0 && draw.chance(0.5) ? draw.pick(owned).id : null,
        handler,
        ...fields,
        attachment: null,
        remark: null,
        sysOrgCode: seed.orgCodeOf(handler),
        ...audit(createTime, handler),
      })
    }
  }
}
