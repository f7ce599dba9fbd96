import type { SeedContext } from '../../../kernel/seed/context'

/** Draws of the agency seed: everything comes from the seed's one deterministic stream. */
export interface Draw {
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** An item by weight: `[[item, weight], …]`. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T
  digits(count: number): string
}

export function createDraw(ctx: SeedContext): Draw {
  const int = (min: number, max: number) => min + Math.floor(ctx.random() * (max - min + 1))
  return {
    int,
    chance: (probability) => ctx.random() < probability,
    pick: (items) => ctx.pick(items),
    weighted(items) {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0)
      let left = ctx.random() * total
      for (const [item, weight] of items) {
        left -= weight
        if (left < 0) return item
      }
      return items[items.length - 1][0]
    },
    digits: (count) => Array.from({ length: count }, () => String(int(0, 9))).join(''),
  }
}

/** Cities with their landline area code and a district, for addresses, phone numbers and credit codes. */
export const CITIES = [
  { name: '北京', code: '010', area: '110108', district: '海淀区', province: '北京' },
  { name: '上海', code: '021', area: '310115', district: '浦东新区', province: '上海' },
  { name: '深圳', code: '0755', area: '440305', district: '南山区', province: '广东' },
  { name: '广州', code: '020', area: '440106', district: '天河区', province: '广东' },
  { name: '杭州', code: '0571', area: '330108', district: '滨江区', province: '浙江' },
  { name: '苏州', code: '0512', area: '320506', district: '吴中区', province: '江苏' },
  { name: '南京', code: '025', area: '320115', district: '江宁区', province: '江苏' },
  { name: '成都', code: '028', area: '510107', district: '武侯区', province: '四川' },
  { name: '武汉', code: '027', area: '420111', district: '洪山区', province: '湖北' },
  { name: '西安', code: '029', area: '610113', district: '雁塔区', province: '陕西' },
  { name: '合肥', code: '0551', area: '340104', district: '蜀山区', province: '安徽' },
  { name: '东莞', code: '0769', area: '441900', district: '松山湖', province: '广东' },
  { name: '宁波', code: '0574', area: '330212', district: '鄞州区', province: '浙江' },
  { name: '青岛', code: '0532', area: '370212', district: '崂山区', province: '山东' },
  { name: '厦门', code: '0592', area: '350206', district: '湖里区', province: '福建' },
  { name: '天津', code: '022', area: '120116', district: '滨海新区', province: '天津' },
  { name: '长沙', code: '0731', area: '430104', district: '岳麓区', province: '湖南' },
  { name: '无锡', code: '0510', area: '320214', district: '新吴区', province: '江苏' },
] as const
export type City = (typeof CITIES)[number]

/** Trade names (字号) with the pinyin their web domains use. */
export const TRADE_NAMES: ReadonlyArray<readonly [name: string, pinyin: string]> = [
  ['恒锐', 'hengrui'],
  ['博达', 'boda'],
  ['华芯', 'huaxin'],
  ['瑞康', 'ruikang'],
  ['中科', 'zhongke'],
  ['天诚', 'tiancheng'],
  ['明德', 'mingde'],
  ['启航', 'qihang'],
  ['信达', 'xinda'],
  ['卓越', 'zhuoyue'],
  ['鼎盛', 'dingsheng'],
  ['海纳', 'haina'],
  ['金石', 'jinshi'],
  ['新元', 'xinyuan'],
  ['智联', 'zhilian'],
  ['泰和', 'taihe'],
  ['远景', 'yuanjing'],
  ['云图', 'yuntu'],
  ['星河', 'xinghe'],
  ['睿思', 'ruisi'],
  ['安泰', 'antai'],
  ['鸿图', 'hongtu'],
  ['联创', 'lianchuang'],
  ['宏远', 'hongyuan'],
  ['嘉禾', 'jiahe'],
  ['九州', 'jiuzhou'],
  ['蓝海', 'lanhai'],
  ['飞扬', 'feiyang'],
  ['正泰', 'zhengtai'],
  ['盛世', 'shengshi'],
  ['德信', 'dexin'],
  ['凯润', 'kairun'],
  ['诺维', 'nuowei'],
  ['优泰', 'youtai'],
  ['同辉', 'tonghui'],
  ['森宇', 'senyu'],
  ['科瑞', 'kerui'],
  ['迈拓', 'maituo'],
  ['晶辰', 'jingchen'],
  ['拓维', 'tuowei'],
]

/** What a company of each industry (`ipr_industry`) calls itself after its trade name. */
export const INDUSTRY_WORDS: Readonly<Record<string, readonly string[]>> = {
  '01': ['电子科技', '信息技术', '半导体', '软件技术', '通信技术'],
  '02': ['生物医药', '医疗器械', '制药', '生物技术'],
  '03': ['新材料科技', '高分子材料', '纳米科技'],
  '04': ['新能源科技', '光伏科技', '储能技术', '电池科技'],
  '05': ['精密机械', '智能装备', '自动化设备', '机器人'],
  '06': ['化工', '精细化工', '涂料'],
  '07': ['食品', '农业科技', '生态农业'],
  '08': ['文化传媒', '创意设计', '动漫'],
  '09': ['网络科技', '企业管理咨询', '供应链管理'],
  '99': ['实业', '贸易'],
}

export const UNIVERSITIES = [
  '浙江工业大学',
  '南京理工大学',
  '华南理工大学',
  '西安电子科技大学',
  '合肥工业大学',
  '苏州大学',
  '武汉理工大学',
  '成都理工大学',
  '青岛科技大学',
  '深圳大学',
] as const
export const INSTITUTES = [
  '中国科学院宁波材料技术与工程研究所',
  '中国科学院深圳先进技术研究院',
  '江苏省产业技术研究院',
  '广东省科学院智能制造研究所',
  '浙江省农业科学院',
  '湖北省农业科学院',
] as const
export const PEER_AGENCIES = [
  '北京集佳知识产权代理有限公司',
  '上海专利商标事务所有限公司',
  '广州华进联合专利商标代理有限公司',
  '杭州求是专利事务所有限公司',
] as const
export const GOVERNMENT = ['高新区管委会', '科技创新服务中心', '生产力促进中心'] as const

const SURNAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江尹薛段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔汤',
]
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '霞',
  '平',
  '刚',
  '建华',
  '志强',
  '晓东',
  '海燕',
  '雪梅',
  '俊杰',
  '子涵',
  '浩然',
  '欣怡',
  '宇航',
  '思远',
  '雅琴',
  '文博',
  '嘉怡',
  '天宇',
  '晨曦',
  '明轩',
  '佳琪',
  '一鸣',
  '诗雨',
  '博文',
  '振华',
  '国强',
  '丽华',
  '红梅',
  '建国',
  '立新',
  '婷婷',
  '慧敏',
]
/** Given names read as a man's (1) or a woman's (2) for the contact's 性别. */
const FEMININE = new Set([
  '芳',
  '娜',
  '敏',
  '静',
  '丽',
  '艳',
  '娟',
  '秀英',
  '霞',
  '海燕',
  '雪梅',
  '欣怡',
  '雅琴',
  '嘉怡',
  '佳琪',
  '诗雨',
  '丽华',
  '红梅',
  '婷婷',
  '慧敏',
])

export function personName(draw: Draw): { name: string; sex: '1' | '2' } {
  const given = draw.pick(GIVEN)
  return { name: draw.pick(SURNAMES) + given, sex: FEMININE.has(given) ? '2' : '1' }
}

/** A mobile number the contact form's rule accepts (1[34578] + 9 digits). */
export const mobile = (draw: Draw) => `1${draw.pick(['3', '5', '7', '8'])}${draw.digits(9)}`

export const landline = (draw: Draw, city: City) => `${city.code}-${draw.int(5, 8)}${draw.digits(7)}`

const ROADS = [
  '科技园路',
  '创新大道',
  '高新路',
  '软件园路',
  '学府路',
  '金融街',
  '东湖路',
  '星火路',
  '未来科技城路',
  '滨海大道',
]
export const address = (draw: Draw, city: City) =>
  `${city.province === city.name ? '' : `${city.province}省`}${city.name}市${city.district}${draw.pick(ROADS)}${draw.int(1, 999)}号`

/** 统一社会信用代码: 91 (enterprise) + the registering area + a 9-character organisation code + a check character. */
const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
export const creditCode = (draw: Draw, city: City) =>
  `91${city.area}${Array.from({ length: 10 }, () => CODE_CHARS[draw.int(0, CODE_CHARS.length - 1)]).join('')}`

const BANKS = ['中国工商银行', '中国建设银行', '中国银行', '招商银行', '中国农业银行', '交通银行', '浦发银行']
export const bank = (draw: Draw, city: City) => ({
  bankName: `${draw.pick(BANKS)}${city.name}${city.district}支行`,
  bankAccount: `6${draw.digits(18)}`,
})
