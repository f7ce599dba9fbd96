import type { Row } from '../../../kernel/db/table'
import { audit } from '../../../kernel/seed/context'
import {
  address,
  bank,
  CITIES,
  creditCode,
  GOVERNMENT,
  INDUSTRY_WORDS,
  INSTITUTES,
  landline,
  mobile,
  PEER_AGENCIES,
  personName,
  TRADE_NAMES,
  UNIVERSITIES,
} from './names'
import { createNumberer, spreadOver, type AgencySeed } from './support'

/** Salesmen of the firm: the service department, the Shanghai office and jeecg. */
const SALESMEN = ['xiaoguodong', 'tiantian', 'sunqi', 'jiangxiaoyan', 'jeecg', 'yuhuimin'] as const

const CONTACT_POSITIONS: Readonly<Record<string, string>> = {
  '1': '知识产权专员',
  '2': '法务专员',
  '3': '研发工程师',
  '4': '财务主管',
  '5': '总经理',
  '6': '技术总监',
  '8': '品牌经理',
}
const MAILBOX: Readonly<Record<string, string>> = {
  '1': 'ipr',
  '2': 'legal',
  '3': 'rd',
  '4': 'finance',
  '5': 'ceo',
  '6': 'cto',
  '8': 'brand',
}

export interface SeededCustomer {
  row: Row
  /** The first contact, the customer's 主联系人 (signs its contracts). */
  primaryContactId: string
  city: (typeof CITIES)[number]
}

/**
 * A customer's name and mail domain by customer type; `taken` keeps names unique like the unique index. The pools of
 * universities, institutes and peers are small, so once a pool's names are used up the customer is a company.
 */
function customerName(
  seed: AgencySeed,
  wanted: string,
  industry: string,
  city: (typeof CITIES)[number],
  taken: Set<string>,
): { name: string; domain: string; type: string } {
  const { draw } = seed
  for (let attempt = 0; ; attempt += 1) {
    const type = attempt < 3 ? wanted : '1'
    const [tradeName, pinyin] = draw.pick(TRADE_NAMES)
    const candidates: Record<string, [string, string]> = {
      '1': [
        `${city.name}${tradeName}${draw.pick(INDUSTRY_WORDS[industry] ?? ['实业'])}${draw.chance(0.15) ? '股份' : ''}有限公司`,
        `${pinyin}.com.cn`,
      ],
      '2': [personName(draw).name, 'qq.com'],
      '3': [draw.pick(UNIVERSITIES), 'edu.cn'],
      '4': [draw.pick(INSTITUTES), 'cas.cn'],
      '5': [draw.pick(PEER_AGENCIES), `${pinyin}ip.com`],
      '6': [`${city.name}${city.district}${draw.pick(GOVERNMENT)}`, 'gov.cn'],
    }
    const [name, domain] = candidates[type]
    if (!taken.has(name)) {
      taken.add(name)
      return { name, domain, type }
    }
  }
}

/** About 300 customers, mostly companies, each with one to four contacts; the oldest were signed three years ago. */
export function seedCustomers(seed: AgencySeed, count: number): SeededCustomer[] {
  const { ctx, draw } = seed
  const number = createNumberer()
  const taken = new Set<string>()
  const customers = ctx.db.table('ipr_customer')
  const contacts = ctx.db.table('ipr_contact')
  return spreadOver(seed, count, 1100, 20).map((createTime) => {
    const wanted = draw.weighted([
      ['1', 80],
      ['2', 6],
      ['3', 5],
      ['4', 4],
      ['5', 2],
      ['6', 3],
    ] as const)
    const industry = draw.pick(Object.keys(INDUSTRY_WORDS))
    const city = draw.pick(CITIES)
    const { name, domain, type } = customerName(seed, wanted, industry, city, taken)
    const salesman = draw.pick(SALESMEN)
    const dealt = draw.chance(0.85)
    const scope = draw.weighted([
      ['1', 40],
      ['1,2', 25],
      ['2', 15],
      ['1,2,3', 8],
      ['3', 5],
      ['1,4', 5],
      ['2,5', 2],
    ] as const)
    const row = customers.insert({
      id: ctx.id(),
      customerNo: number('KH', createTime),
      customerName: name,
      customerType: type,
      creditCode: type === '2' ? null : creditCode(draw, city),
      industry,
      area: city.area,
      address: address(draw, city),
      phone: landline(draw, city),
      email: type === '2' ? `${draw.digits(9)}@qq.com` : `ipr@${domain}`,
      customerLevel: draw.weighted([
        ['A', 15],
        ['B', 60],
        ['C', 25],
      ] as const),
      customerSource: draw.pick(['1', '2', '3', '4', '5', '6']),
      bizScope: scope,
      salesman,
      // Who means to deal; the contract seed settles it (and 签约日期) from the contracts they sign.
      dealStatus: dealt ? '1' : '0',
      signDate: null,
      ...(type === '2' ? { bankName: null, bankAccount: null } : bank(draw, city)),
      remark: draw.chance(0.1) ? '年费托管客户，官费到期前30天提醒' : null,
      sysOrgCode: seed.orgCodeOf(salesman),
      ...audit(createTime, salesman),
    })
    const contactTypes = type === '2' ? ['5'] : ['1', ...draw.pick([[], ['3'], ['4', '3'], ['8', '4', '6']])]
    const contactIds = contactTypes.map((contactType, index) => {
      const person = type === '2' ? { name, sex: draw.pick(['1', '2'] as const) } : personName(draw)
      return contacts.insert({
        id: ctx.id(),
        customerId: row.id,
        name: person.name,
        sex: person.sex,
        mobile: mobile(draw),
        phone: type === '2' ? null : landline(draw, city),
        email: type === '2' ? row.email : `${MAILBOX[contactType] ?? 'info'}${index === 0 ? '' : index}@${domain}`,
        wechat: draw.chance(0.5) ? `wx_${draw.digits(8)}` : null,
        position: type === '2' ? null : (CONTACT_POSITIONS[contactType] ?? null),
        contactType,
        isPrimary: index === 0 ? '1' : '0',
        remark: null,
        sysOrgCode: row.sysOrgCode,
        ...audit(createTime, salesman),
      }).id
    })
    return { row, primaryContactId: String(contactIds[0]), city }
  })
}
