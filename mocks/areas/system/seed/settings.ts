import type { SysDepart } from '../../../kernel/db/entities'
import { encrypt } from '../../../kernel/services/cipher'
import { audit, type SeedContext } from '../../../kernel/seed/context'

export function seedQuartzJobs(ctx: SeedContext): void {
  const jobs = [
    {
      jobClassName: 'org.jeecg.modules.quartz.job.SampleJob',
      cron: '0/1 * * * * ?',
      parameter: null,
      description: '示例任务：每秒打印一行日志，用于检查调度器是否工作',
      status: -1,
      createTime: '2021-03-01 15:00:00',
    },
    {
      jobClassName: 'org.jeecg.modules.quartz.job.SampleParamJob',
      cron: '0/1 * * * * ?',
      parameter: 'ipr',
      description: '带参数的示例任务',
      status: -1,
      createTime: '2021-03-01 15:05:00',
    },
    {
      jobClassName: 'org.jeecg.modules.ipr.job.AnnualFeeReminderJob',
      cron: '0 0 9 * * ?',
      parameter: '90',
      description: '专利年费提醒：每天上午9点扫描90天内到期的年费并通知代理人',
      status: 0,
      createTime: '2021-06-10 10:00:00',
    },
    {
      jobClassName: 'org.jeecg.modules.ipr.job.TrademarkRenewalJob',
      cron: '0 30 8 ? * MON',
      parameter: null,
      description: '商标续展提醒：每周一早上8点半汇总半年内到期的注册商标',
      status: 0,
      createTime: '2021-06-10 10:10:00',
    },
    {
      jobClassName: 'org.jeecg.modules.ipr.job.OfficialNoticeSyncJob',
      cron: '0/30 * * * * ?',
      parameter: 'cnipa',
      // Stopped: the built-in backend has no patent office to pull from (the class has no code here).
      description: '官方通知书同步：每30秒从专利局电子申请系统拉取新的通知书',
      status: -1,
      createTime: '2021-08-02 14:00:00',
    },
    {
      jobClassName: 'org.jeecg.modules.ipr.job.DeadlineReminderJob',
      cron: '0 0 8 * * ?',
      parameter: '7',
      description: '期限提醒：每天早上8点提醒7天内到期的官方期限、内部期限和任务期限，以及逾期的合同回款',
      status: 0,
      createTime: '2021-06-10 10:20:00',
    },
    {
      jobClassName: 'org.jeecg.modules.ipr.job.CaseStatisticsJob',
      cron: '0 0 1 1 * ?',
      parameter: null,
      description: '案件统计：每月1日凌晨统计上月新增与结案数量',
      status: -1,
      createTime: '2022-01-05 09:00:00',
    },
  ]
  for (const job of jobs) {
    ctx.db.table('sys_quartz_job').insert({
      id: ctx.id(),
      delFlag: 0,
      jobClassName: job.jobClassName,
      cronExpression: job.cron,
      parameter: job.parameter,
      description: job.description,
      status: job.status,
      ...audit(job.createTime),
    })
  }
}

/** Two-level category trees; codes grow three characters per level like `A01A01`. */
export function seedCategories(ctx: SeedContext, company: SysDepart): void {
  const trees: Array<[string, string, string[]]> = [
    ['A01', '专利类型', ['发明专利', '实用新型专利', '外观设计专利']],
    ['A02', '商标类型', ['商品商标', '服务商标', '集体商标', '证明商标']],
    ['A03', '版权类型', ['文字作品', '美术作品', '计算机软件', '音乐作品']],
    ['B01', '客户行业', ['电子信息', '生物医药', '新能源', '高端装备制造', '文化创意']],
  ]
  for (const [code, name, children] of trees) {
    const root = ctx.db.table('sys_category').insert({
      id: ctx.id(),
      pid: '0',
      name,
      code,
      sysOrgCode: company.orgCode,
      hasChild: '1',
      ...audit('2021-03-03 10:00:00'),
    })
    children.forEach((child, index) => {
      ctx.db.table('sys_category').insert({
        id: ctx.id(),
        pid: root.id,
        name: child,
        code: `${code}A${String(index + 1).padStart(2, '0')}`,
        sysOrgCode: company.orgCode,
        hasChild: '0',
        ...audit('2021-03-03 10:05:00'),
      })
    })
  }
}

export function seedCheckRules(ctx: SeedContext): void {
  const rules = [
    {
      ruleName: '通用编码规则',
      ruleCode: 'common',
      ruleDescription: '字母开头，只含字母、数字和下划线，3到12位',
      ruleJson: [
        { digits: '1', pattern: '^[a-z|A-Z]$', message: '第一位只能是字母' },
        { digits: '*', pattern: '^[0-9|a-z|A-Z|_]{0,}$', message: '只能填写数字、大小写字母、下划线' },
        { digits: '*', pattern: '^.{3,}$', message: '最少输入3位数' },
        { digits: '*', pattern: '^.{3,12}$', message: '最多输入12位数' },
      ],
    },
    {
      ruleName: '专利申请号',
      ruleCode: 'patent_app_no',
      ruleDescription: '中国专利申请号：12位数字、小数点和1位校验位',
      ruleJson: [
        { digits: '*', pattern: '^\\d{12}\\.[0-9X]$', message: '专利申请号格式应为12位数字加校验位，如202410356781.2' },
      ],
    },
    {
      ruleName: '商标注册号',
      ruleCode: 'trademark_reg_no',
      ruleDescription: '商标注册证号：7到8位数字',
      ruleJson: [{ digits: '*', pattern: '^\\d{7,8}$', message: '商标注册号为7到8位数字' }],
    },
  ]
  for (const rule of rules) {
    ctx.db.table('sys_check_rule').insert({
      id: ctx.id(),
      ruleName: rule.ruleName,
      ruleCode: rule.ruleCode,
      ruleJson: JSON.stringify(rule.ruleJson),
      ruleDescription: rule.ruleDescription,
      ...audit('2021-03-04 09:00:00'),
    })
  }
}

export function seedDataSources(ctx: SeedContext, company: SysDepart): void {
  const sources = [
    {
      code: 'ipr_archive',
      name: '案件归档库',
      remark: '已结案件的归档数据，只读账号',
      dbType: '4',
      dbDriver: 'com.mysql.cj.jdbc.Driver',
      dbUrl:
        'jdbc:mysql://10.10.20.11:3306/ipr_archive?characterEncoding=UTF-8&useUnicode=true&useSSL=false&tinyInt1isBit=false&allowPublicKeyRetrieval=true&serverTimezone=Asia/Shanghai',
      dbName: 'ipr_archive',
      dbUsername: 'archive_reader',
      password: 'Arch!ve2021',
    },
    {
      code: 'finance_report',
      name: '财务报表库',
      remark: '官费与代理费对账报表',
      dbType: '6',
      dbDriver: 'org.postgresql.Driver',
      dbUrl: 'jdbc:postgresql://10.10.20.15:5432/finance',
      dbName: 'finance',
      dbUsername: 'report',
      password: 'Rep0rt#Fin',
    },
    {
      code: 'trademark_search',
      name: '商标检索库',
      remark: '商标近似检索的镜像数据',
      dbType: '4',
      dbDriver: 'com.mysql.cj.jdbc.Driver',
      dbUrl:
        'jdbc:mysql://10.10.20.21:3306/tm_search?characterEncoding=UTF-8&useUnicode=true&useSSL=false&serverTimezone=Asia/Shanghai',
      dbName: 'tm_search',
      dbUsername: 'tm_reader',
      password: 'Tm@2022search',
    },
  ]
  for (const { password, ...source } of sources) {
    ctx.db.table('sys_data_source').insert({
      id: ctx.id(),
      ...source,
      // `list` shows the stored ciphertext (SecurityUtil.jiami), never the password itself.
      dbPassword: encrypt(password),
      sysOrgCode: company.orgCode,
      ...audit('2021-09-01 10:00:00'),
    })
  }
}

export function seedGatewayRoutes(ctx: SeedContext, company: SysDepart): void {
  const routes = [
    {
      routerId: 'jeecg-system',
      name: 'jeecg-system',
      uri: 'lb://jeecg-system',
      status: 1,
      stripPrefix: 0,
      predicates: [
        { name: 'Path', args: ['/sys/**', '/jmreport/**', '/online/**', '/bigscreen/**', '/desform/**', '/eoa/**'] },
      ],
      filters: [],
    },
    {
      routerId: 'jeecg-system-websocket',
      name: 'jeecg-system-websocket',
      uri: 'lb:ws://jeecg-system',
      status: 1,
      stripPrefix: 0,
      predicates: [{ name: 'Path', args: ['/websocket/**', '/vxeSocket/**'] }],
      filters: [],
    },
    {
      routerId: 'ipr-case',
      name: 'ipr-case',
      uri: 'lb://ipr-case',
      status: 0,
      stripPrefix: 1,
      predicates: [{ name: 'Path', args: ['/case/**'] }],
      filters: [{ name: 'StripPrefix', args: [{ key: 'parts', value: '1' }] }],
    },
  ]
  for (const route of routes) {
    ctx.db.table('sys_gateway_route').insert({
      id: ctx.id(),
      routerId: route.routerId,
      name: route.name,
      uri: route.uri,
      predicates: JSON.stringify(route.predicates),
      filters: JSON.stringify(route.filters),
      stripPrefix: route.stripPrefix,
      retryable: 0,
      persistable: 1,
      showApi: 1,
      status: route.status,
      sysOrgCode: company.orgCode,
      ...audit('2021-09-15 14:00:00'),
    })
  }
}
