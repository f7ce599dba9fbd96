import type { SysDepart, SysPosition, SysTenant } from '../../../kernel/db/entities'
import { audit, type SeedContext } from '../../../kernel/seed/context'

interface DepartSpec {
  key: string
  parent: string | null
  name: string
  nameEn: string
  abbr: string
  orgCode: string
  /** 1 company, 2 department, 3 post (dict org_category). */
  category: '1' | '2' | '3'
  order: number
  mobile: string
  address: string
  memo?: string
}

const COMPANY_ADDRESS = '北京市海淀区中关村大街27号中关村大厦11层'
const SHANGHAI_ADDRESS = '上海市浦东新区世纪大道100号环球金融中心36层'

const DEPARTS: readonly DepartSpec[] = [
  {
    key: 'hq',
    parent: null,
    name: '北京知识产权服务有限公司',
    nameEn: 'Beijing IP Services Co., Ltd.',
    abbr: '北京知产',
    orgCode: 'A01',
    category: '1',
    order: 0,
    mobile: '010-82886600',
    address: COMPANY_ADDRESS,
    memo: '集团总部',
  },
  {
    key: 'patent',
    parent: 'hq',
    name: '专利部',
    nameEn: 'Patent Department',
    abbr: '专利',
    orgCode: 'A01A01',
    category: '2',
    order: 1,
    mobile: '010-82886610',
    address: COMPANY_ADDRESS,
  },
  {
    key: 'patentGroup1',
    parent: 'patent',
    name: '专利代理一组',
    nameEn: 'Patent Team 1',
    abbr: '专利一组',
    orgCode: 'A01A01A01',
    category: '2',
    order: 1,
    mobile: '010-82886611',
    address: COMPANY_ADDRESS,
    memo: '电子信息与通信领域',
  },
  {
    key: 'patentGroup2',
    parent: 'patent',
    name: '专利代理二组',
    nameEn: 'Patent Team 2',
    abbr: '专利二组',
    orgCode: 'A01A01A02',
    category: '2',
    order: 2,
    mobile: '010-82886612',
    address: COMPANY_ADDRESS,
    memo: '生物医药与化学领域',
  },
  {
    key: 'trademark',
    parent: 'hq',
    name: '商标部',
    nameEn: 'Trademark Department',
    abbr: '商标',
    orgCode: 'A01A02',
    category: '2',
    order: 2,
    mobile: '010-82886620',
    address: COMPANY_ADDRESS,
  },
  {
    key: 'copyright',
    parent: 'hq',
    name: '版权部',
    nameEn: 'Copyright Department',
    abbr: '版权',
    orgCode: 'A01A03',
    category: '2',
    order: 3,
    mobile: '010-82886630',
    address: COMPANY_ADDRESS,
  },
  {
    key: 'legal',
    parent: 'hq',
    name: '法务部',
    nameEn: 'Legal Department',
    abbr: '法务',
    orgCode: 'A01A04',
    category: '2',
    order: 4,
    mobile: '010-82886640',
    address: COMPANY_ADDRESS,
  },
  {
    key: 'finance',
    parent: 'hq',
    name: '财务部',
    nameEn: 'Finance Department',
    abbr: '财务',
    orgCode: 'A01A05',
    category: '2',
    order: 5,
    mobile: '010-82886650',
    address: COMPANY_ADDRESS,
  },
  {
    key: 'service',
    parent: 'hq',
    name: '客户服务部',
    nameEn: 'Customer Service Department',
    abbr: '客服',
    orgCode: 'A01A06',
    category: '2',
    order: 6,
    mobile: '010-82886660',
    address: COMPANY_ADDRESS,
  },
  {
    key: 'it',
    parent: 'hq',
    name: '信息技术部',
    nameEn: 'IT Department',
    abbr: '信息',
    orgCode: 'A01A07',
    category: '2',
    order: 7,
    mobile: '010-82886670',
    address: COMPANY_ADDRESS,
  },
  {
    key: 'shanghai',
    parent: null,
    name: '上海分公司',
    nameEn: 'Shanghai Branch',
    abbr: '上海分公司',
    orgCode: 'A02',
    category: '1',
    order: 1,
    mobile: '021-68871200',
    address: SHANGHAI_ADDRESS,
  },
  {
    key: 'shanghaiBusiness',
    parent: 'shanghai',
    name: '上海业务部',
    nameEn: 'Shanghai Business Department',
    abbr: '上海业务',
    orgCode: 'A02A01',
    category: '2',
    order: 1,
    mobile: '021-68871210',
    address: SHANGHAI_ADDRESS,
  },
]

export type DepartKey = (typeof DEPARTS)[number]['key']

export function seedDeparts(ctx: SeedContext): Map<string, SysDepart> {
  const byKey = new Map<string, SysDepart>()
  for (const spec of DEPARTS) {
    const depth = spec.orgCode.length / 3
    const row = ctx.db.table('sys_depart').insert({
      id: ctx.id(),
      parentId: spec.parent === null ? null : byKey.get(spec.parent)!.id,
      departName: spec.name,
      departNameEn: spec.nameEn,
      departNameAbbr: spec.abbr,
      departOrder: spec.order,
      description: null,
      orgCategory: spec.category,
      orgType: String(depth),
      orgCode: spec.orgCode,
      mobile: spec.mobile,
      fax: spec.mobile.replace(/\d$/, '9'),
      address: spec.address,
      memo: spec.memo ?? null,
      status: '1',
      delFlag: '0',
      qywxIdentifier: null,
      directorUserIds: null,
      oldDirectorUserIds: null,
      ...audit('2021-03-01 09:30:00'),
    })
    byKey.set(spec.key, row)
  }
  return byKey
}

/** Post codes referenced by `SysUser.post` (table dict `sys_position,name,code`). */
const POSITIONS = [
  { code: 'general_manager', name: '总经理', rank: '5' },
  { code: 'department_manager', name: '部门经理', rank: '4' },
  { code: 'patent_attorney', name: '专利代理师', rank: '3' },
  { code: 'trademark_agent', name: '商标代理人', rank: '3' },
  { code: 'copyright_specialist', name: '版权专员', rank: '2' },
  { code: 'legal_counsel', name: '法务专员', rank: '3' },
  { code: 'accountant', name: '会计', rank: '2' },
  { code: 'cashier', name: '出纳', rank: '1' },
  { code: 'service_specialist', name: '客服专员', rank: '1' },
  { code: 'system_engineer', name: '系统工程师', rank: '3' },
  { code: 'process_assistant', name: '流程助理', rank: '1' },
] as const

export type PositionCode = (typeof POSITIONS)[number]['code']

export function seedPositions(ctx: SeedContext, company: SysDepart): void {
  for (const position of POSITIONS) {
    ctx.db.table('sys_position').insert({
      id: ctx.id(),
      code: position.code,
      name: position.name,
      postRank: position.rank,
      companyId: company.id,
      sysOrgCode: company.orgCode,
      ...audit('2021-03-01 10:00:00'),
    } satisfies Omit<SysPosition, 'id'> & { id: string })
  }
}

const TENANTS: readonly SysTenant[] = [
  {
    id: 1,
    name: '北京总部',
    createBy: 'admin',
    createTime: '2021-03-01 09:00:00',
    beginDate: '2021-03-01 00:00:00',
    endDate: '2031-02-28 23:59:59',
    status: 1,
  },
  {
    id: 2,
    name: '上海分公司',
    createBy: 'admin',
    createTime: '2021-06-15 14:20:00',
    beginDate: '2021-07-01 00:00:00',
    endDate: '2031-06-30 23:59:59',
    status: 1,
  },
  {
    id: 3,
    name: '深圳办事处',
    createBy: 'admin',
    createTime: '2022-02-10 11:05:00',
    beginDate: '2022-03-01 00:00:00',
    endDate: '2023-02-28 23:59:59',
    status: 0,
  },
]

export function seedTenants(ctx: SeedContext): void {
  for (const tenant of TENANTS) ctx.db.table('sys_tenant').insert({ ...tenant })
}
