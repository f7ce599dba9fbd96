import type { SysDepart, SysRole, SysUser } from '../../../kernel/db/entities'
import { hashPassword, randomSalt } from '../../../kernel/services/password'
import type { DepartKey, PositionCode } from './organization'
import { audit, type SeedContext } from '../../../kernel/seed/context'

/** Every seeded account signs in with this password. */
const SEED_PASSWORD = '123456'

interface UserSpec {
  username: string
  realname: string
  sex: 1 | 2
  birthday: string
  phone: string
  workNo: string
  post: PositionCode
  /** Member departments; the first one is the current department (`orgCode`). */
  departs: DepartKey[]
  /** Codes of roles.json. */
  roles: string[]
  createTime: string
  status?: 1 | 2
  delFlag?: 0 | 1
  relTenantIds?: string
  telephone?: string
  /** Departments the user is responsible for (`userIdentity` 2, `departIds`). */
  manages?: DepartKey[]
}

/**
 * The accounts the tests and the demo rely on come first; the staff after them fill the lists.
 * - admin: everything, one department, no tenant choice.
 * - jeecg: home, messages, the user list without buttons, dictionaries read-only.
 * - zhangsan: two departments (picks one after login) and two tenants (picks one too).
 * - wangwu: frozen. zhaoliu: logically deleted. sunqi: only a frozen tenant.
 */
const USERS: readonly UserSpec[] = [
  {
    username: 'admin',
    realname: '管理员',
    sex: 1,
    birthday: '1985-06-18',
    phone: '18611111111',
    workNo: 'IPR0001',
    post: 'general_manager',
    departs: ['hq'],
    roles: ['admin'],
    createTime: '2021-03-01 09:00:00',
    relTenantIds: '',
    telephone: '010-82886600',
    manages: ['hq'],
  },
  {
    username: 'jeecg',
    realname: '周晓雯',
    sex: 2,
    birthday: '1993-04-12',
    phone: '13911112222',
    workNo: 'IPR0002',
    post: 'service_specialist',
    departs: ['service'],
    roles: ['user'],
    createTime: '2021-03-02 10:12:00',
  },
  {
    username: 'zhangsan',
    realname: '张三',
    sex: 1,
    birthday: '1990-09-23',
    phone: '13800138001',
    workNo: 'IPR0101',
    post: 'patent_attorney',
    departs: ['patent', 'legal'],
    roles: ['patent_agent'],
    createTime: '2021-04-06 09:30:00',
    relTenantIds: '1,2',
  },
  {
    username: 'lisi',
    realname: '李四',
    sex: 1,
    birthday: '1992-02-14',
    phone: '13800138002',
    workNo: 'IPR0201',
    post: 'trademark_agent',
    departs: ['trademark'],
    roles: ['trademark_agent'],
    createTime: '2021-04-06 09:40:00',
  },
  {
    username: 'wangwu',
    realname: '王五',
    sex: 1,
    birthday: '1988-11-30',
    phone: '13800138003',
    workNo: 'IPR0301',
    post: 'copyright_specialist',
    departs: ['copyright'],
    roles: ['user'],
    createTime: '2021-04-06 09:50:00',
    status: 2,
  },
  {
    username: 'zhaoliu',
    realname: '赵六',
    sex: 2,
    birthday: '1995-07-08',
    phone: '13800138004',
    workNo: 'IPR0302',
    post: 'copyright_specialist',
    departs: ['copyright'],
    roles: ['user'],
    createTime: '2021-05-10 15:00:00',
    delFlag: 1,
  },
  {
    username: 'sunqi',
    realname: '孙七',
    sex: 1,
    birthday: '1991-01-19',
    phone: '13800138005',
    workNo: 'IPR0901',
    post: 'service_specialist',
    departs: ['service'],
    roles: ['user'],
    createTime: '2022-03-01 09:00:00',
    relTenantIds: '3',
  },
  {
    username: 'chenxiaodong',
    realname: '陈晓东',
    sex: 1,
    birthday: '1979-03-05',
    phone: '13501234501',
    workNo: 'IPR0100',
    post: 'department_manager',
    departs: ['patent'],
    roles: ['manager'],
    createTime: '2021-03-05 09:00:00',
    manages: ['patent'],
  },
  {
    username: 'liufang',
    realname: '刘芳',
    sex: 2,
    birthday: '1987-08-21',
    phone: '13501234502',
    workNo: 'IPR0102',
    post: 'patent_attorney',
    departs: ['patentGroup1'],
    roles: ['patent_agent'],
    createTime: '2021-03-08 09:10:00',
  },
  {
    username: 'yangfan',
    realname: '杨帆',
    sex: 1,
    birthday: '1990-12-02',
    phone: '15801234503',
    workNo: 'IPR0103',
    post: 'patent_attorney',
    departs: ['patentGroup1'],
    roles: ['patent_agent'],
    createTime: '2021-03-08 09:20:00',
  },
  {
    username: 'huangzhiqiang',
    realname: '黄志强',
    sex: 1,
    birthday: '1984-05-16',
    phone: '15801234504',
    workNo: 'IPR0104',
    post: 'patent_attorney',
    departs: ['patentGroup2'],
    roles: ['patent_agent'],
    createTime: '2021-03-09 10:00:00',
  },
  {
    username: 'linwanqing',
    realname: '林婉清',
    sex: 2,
    birthday: '1994-10-09',
    phone: '15801234505',
    workNo: 'IPR0105',
    post: 'patent_attorney',
    departs: ['patentGroup2'],
    roles: ['patent_agent'],
    createTime: '2021-06-01 09:00:00',
  },
  {
    username: 'hejunjie',
    realname: '何俊杰',
    sex: 1,
    birthday: '1996-01-27',
    phone: '18201234506',
    workNo: 'IPR0106',
    post: 'process_assistant',
    departs: ['patent'],
    roles: ['docketing'],
    createTime: '2022-07-11 09:00:00',
  },
  {
    username: 'gaoyaqin',
    realname: '高雅琴',
    sex: 2,
    birthday: '1982-04-03',
    phone: '18201234507',
    workNo: 'IPR0200',
    post: 'department_manager',
    departs: ['trademark'],
    roles: ['manager'],
    createTime: '2021-03-05 09:10:00',
    manages: ['trademark'],
  },
  {
    username: 'luowenbin',
    realname: '罗文斌',
    sex: 1,
    birthday: '1989-06-30',
    phone: '18201234508',
    workNo: 'IPR0202',
    post: 'trademark_agent',
    departs: ['trademark'],
    roles: ['trademark_agent'],
    createTime: '2021-03-15 09:00:00',
  },
  {
    username: 'liangjingyi',
    realname: '梁静怡',
    sex: 2,
    birthday: '1995-09-14',
    phone: '13701234509',
    workNo: 'IPR0203',
    post: 'trademark_agent',
    departs: ['trademark'],
    roles: ['trademark_agent'],
    createTime: '2022-02-21 09:00:00',
  },
  {
    username: 'songhaitao',
    realname: '宋海涛',
    sex: 1,
    birthday: '1986-02-11',
    phone: '13701234510',
    workNo: 'IPR0300',
    post: 'department_manager',
    departs: ['copyright'],
    roles: ['manager'],
    createTime: '2021-03-05 09:20:00',
    manages: ['copyright'],
  },
  {
    username: 'xieyuxin',
    realname: '谢雨欣',
    sex: 2,
    birthday: '1997-05-25',
    phone: '13701234511',
    workNo: 'IPR0303',
    post: 'copyright_specialist',
    departs: ['copyright'],
    roles: ['user'],
    createTime: '2023-03-01 09:00:00',
  },
  {
    username: 'tangminghui',
    realname: '唐明辉',
    sex: 1,
    birthday: '1981-10-18',
    phone: '15901234512',
    workNo: 'IPR0400',
    post: 'department_manager',
    departs: ['legal'],
    roles: ['manager'],
    createTime: '2021-03-05 09:30:00',
    manages: ['legal'],
  },
  {
    username: 'hanxuemei',
    realname: '韩雪梅',
    sex: 2,
    birthday: '1990-03-08',
    phone: '15901234513',
    workNo: 'IPR0401',
    post: 'legal_counsel',
    departs: ['legal'],
    roles: ['user'],
    createTime: '2021-05-17 09:00:00',
  },
  {
    username: 'fengzixuan',
    realname: '冯子轩',
    sex: 1,
    birthday: '1993-12-12',
    phone: '15901234514',
    workNo: 'IPR0402',
    post: 'legal_counsel',
    departs: ['legal', 'patent'],
    roles: ['user'],
    createTime: '2022-09-05 09:00:00',
  },
  {
    username: 'caolihua',
    realname: '曹丽华',
    sex: 2,
    birthday: '1980-07-07',
    phone: '18601234515',
    workNo: 'IPR0500',
    post: 'department_manager',
    departs: ['finance'],
    roles: ['finance'],
    createTime: '2021-03-05 09:40:00',
    manages: ['finance'],
  },
  {
    username: 'pengyuhang',
    realname: '彭宇航',
    sex: 1,
    birthday: '1991-08-19',
    phone: '18601234516',
    workNo: 'IPR0501',
    post: 'accountant',
    departs: ['finance'],
    roles: ['finance'],
    createTime: '2021-04-12 09:00:00',
  },
  {
    username: 'zengshihan',
    realname: '曾诗涵',
    sex: 2,
    birthday: '1996-11-03',
    phone: '18601234517',
    workNo: 'IPR0502',
    post: 'cashier',
    departs: ['finance'],
    roles: ['finance'],
    createTime: '2022-04-18 09:00:00',
  },
  {
    username: 'xiaoguodong',
    realname: '肖国栋',
    sex: 1,
    birthday: '1983-01-22',
    phone: '13601234518',
    workNo: 'IPR0600',
    post: 'department_manager',
    departs: ['service'],
    roles: ['manager'],
    createTime: '2021-03-05 09:50:00',
    manages: ['service'],
  },
  {
    username: 'tiantian',
    realname: '田甜',
    sex: 2,
    birthday: '1998-02-28',
    phone: '13601234519',
    workNo: 'IPR0601',
    post: 'service_specialist',
    departs: ['service'],
    roles: ['hr'],
    createTime: '2023-07-03 09:00:00',
  },
  {
    username: 'donglixin',
    realname: '董立新',
    sex: 1,
    birthday: '1985-09-09',
    phone: '13601234520',
    workNo: 'IPR0700',
    post: 'department_manager',
    departs: ['it'],
    roles: ['manager'],
    createTime: '2021-03-05 10:00:00',
    manages: ['it'],
  },
  {
    username: 'yuanmengqi',
    realname: '袁梦琪',
    sex: 2,
    birthday: '1994-06-06',
    phone: '15001234521',
    workNo: 'IPR0701',
    post: 'system_engineer',
    departs: ['it'],
    roles: ['user'],
    createTime: '2021-08-16 09:00:00',
  },
  {
    username: 'panwei',
    realname: '潘伟',
    sex: 1,
    birthday: '1992-04-26',
    phone: '15001234522',
    workNo: 'IPR0702',
    post: 'system_engineer',
    departs: ['it'],
    roles: ['user'],
    createTime: '2022-01-10 09:00:00',
    status: 2,
  },
  {
    username: 'jiangxiaoyan',
    realname: '蒋晓燕',
    sex: 2,
    birthday: '1989-12-20',
    phone: '15001234523',
    workNo: 'IPR1000',
    post: 'department_manager',
    departs: ['shanghaiBusiness'],
    roles: ['manager'],
    createTime: '2021-07-01 09:00:00',
    relTenantIds: '2',
    manages: ['shanghaiBusiness'],
  },
  {
    username: 'caizhiyuan',
    realname: '蔡志远',
    sex: 1,
    birthday: '1990-07-15',
    phone: '17301234524',
    workNo: 'IPR1001',
    post: 'patent_attorney',
    departs: ['shanghaiBusiness'],
    roles: ['patent_agent'],
    createTime: '2021-07-05 09:00:00',
    relTenantIds: '2',
  },
  {
    username: 'yuhuimin',
    realname: '余慧敏',
    sex: 2,
    birthday: '1993-03-17',
    phone: '17301234525',
    workNo: 'IPR1002',
    post: 'trademark_agent',
    departs: ['shanghaiBusiness'],
    roles: ['trademark_agent'],
    createTime: '2021-07-05 09:10:00',
    relTenantIds: '2',
  },
  {
    username: 'duwentao',
    realname: '杜文涛',
    sex: 1,
    birthday: '1987-10-01',
    phone: '18901234526',
    workNo: 'IPR0107',
    post: 'patent_attorney',
    departs: ['patentGroup1', 'patentGroup2'],
    roles: ['patent_agent'],
    createTime: '2021-09-13 09:00:00',
  },
  {
    username: 'lujiayi',
    realname: '陆佳怡',
    sex: 2,
    birthday: '1999-08-08',
    phone: '18901234527',
    workNo: 'IPR0204',
    post: 'process_assistant',
    departs: ['trademark'],
    roles: ['docketing'],
    createTime: '2024-03-04 09:00:00',
  },
]

export function seedUsers(
  ctx: SeedContext,
  departs: Map<string, SysDepart>,
  roles: Map<string, SysRole>,
  departRoles: Map<string, { id: string }>,
): Map<string, SysUser> {
  const byUsername = new Map<string, SysUser>()
  for (const spec of USERS) {
    const salt = randomSalt(ctx.random)
    const memberOf = spec.departs.map((key) => departs.get(key)!)
    const user = ctx.db.table('sys_user').insert({
      id: ctx.id(),
      username: spec.username,
      realname: spec.realname,
      password: hashPassword(spec.username, SEED_PASSWORD, salt),
      salt,
      avatar: null,
      birthday: spec.birthday,
      sex: spec.sex,
      email: `${spec.username}@bjipr.com.cn`,
      phone: spec.phone,
      orgCode: memberOf[0].orgCode,
      orgCodeTxt: null,
      status: spec.status ?? 1,
      delFlag: spec.delFlag ?? 0,
      workNo: spec.workNo,
      post: spec.post,
      telephone: spec.telephone ?? null,
      activitiSync: 1,
      userIdentity: spec.manages ? 2 : 1,
      departIds: spec.manages ? spec.manages.map((key) => departs.get(key)!.id).join(',') : null,
      thirdId: null,
      thirdType: null,
      relTenantIds: spec.relTenantIds ?? null,
      clientId: null,
      homePath: null,
      ...audit(spec.createTime),
    })
    byUsername.set(spec.username, user)
    for (const depart of memberOf) {
      ctx.db.table('sys_user_depart').insert({ id: ctx.id(), userId: user.id, depId: depart.id })
    }
    for (const code of spec.roles) {
      const role = roles.get(code)
      if (!role) throw new Error(`seed: user ${spec.username} holds unknown role ${code}`)
      ctx.db.table('sys_user_role').insert({ id: ctx.id(), userId: user.id, roleId: role.id })
    }
  }
  const members: Array<[string, string]> = [
    ['zhangsan', 'patentReviewer'],
    ['chenxiaodong', 'patentReviewer'],
    ['lisi', 'trademarkReviewer'],
  ]
  for (const [username, roleKey] of members) {
    ctx.db
      .table('sys_depart_role_user')
      .insert({ id: ctx.id(), userId: byUsername.get(username)!.id, droleId: departRoles.get(roleKey)!.id })
  }
  return byUsername
}

/** Third-party accounts bound to `jeecg`, so `/sys/thirdLogin/render/{source}` has someone to sign in. */
export function seedThirdAccounts(ctx: SeedContext, users: Map<string, SysUser>): void {
  const jeecg = users.get('jeecg')!
  const accounts = [
    { thirdType: 'github', thirdUserUuid: 'github-58321047', realname: 'zhou-xiaowen' },
    { thirdType: 'wechat_enterprise', thirdUserUuid: 'wwa7c1f0b9e2d4c53a-ZhouXiaoWen', realname: '周晓雯' },
    { thirdType: 'dingtalk', thirdUserUuid: 'dingtalk-0413225862771849', realname: '周晓雯' },
  ]
  for (const account of accounts) {
    ctx.db.table('sys_third_account').insert({
      id: ctx.id(),
      sysUserId: jeecg.id,
      avatar: null,
      status: 1,
      delFlag: 0,
      realname: account.realname,
      thirdType: account.thirdType,
      thirdUserUuid: account.thirdUserUuid,
      thirdUserId: null,
      ...audit('2021-05-20 16:00:00', 'jeecg'),
    })
  }
}
