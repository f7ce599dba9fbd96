import type { SeedContext } from '../../../kernel/seed/context'
import { insertDicts, type DictSpec } from '../../../kernel/seed/dicts'

/** System dictionaries with the values the real backend's entities and default data use. */
const DICTS: readonly DictSpec[] = [
  {
    code: 'sex',
    name: '性别',
    description: '用户性别',
    items: [
      ['1', '男'],
      ['2', '女'],
    ],
  },
  {
    code: 'user_status',
    name: '用户状态',
    description: '账号是否可以登录',
    items: [
      ['1', '正常'],
      ['2', '冻结'],
    ],
  },
  {
    code: 'priority',
    name: '优先级',
    description: '通告优先级',
    items: [
      ['L', '低'],
      ['M', '中'],
      ['H', '高'],
    ],
  },
  {
    code: 'msg_category',
    name: '消息类型',
    description: '通告的分类',
    items: [
      ['1', '通知公告'],
      ['2', '系统消息'],
    ],
  },
  {
    code: 'msg_type',
    name: '通告对象类型',
    description: '通告发给谁',
    items: [
      ['USER', '指定用户'],
      ['ALL', '全体用户'],
    ],
  },
  {
    code: 'send_status',
    name: '发布状态',
    description: '通告的发布状态',
    items: [
      ['0', '未发布'],
      ['1', '已发布'],
      ['2', '已撤销'],
    ],
  },
  {
    code: 'msgType',
    name: '模板类型',
    description: '消息模板的内容类型',
    items: [
      ['1', '文本'],
      ['2', '富文本'],
    ],
  },
  {
    code: 'msgSendStatus',
    name: '发送状态',
    description: '推送消息的发送状态',
    items: [
      ['0', '未发送'],
      ['1', '发送成功'],
      ['2', '发送失败'],
    ],
  },
  {
    code: 'menu_type',
    name: '菜单类型',
    description: '菜单权限的类型',
    items: [
      ['0', '一级菜单'],
      ['1', '子菜单'],
      ['2', '按钮权限'],
    ],
  },
  {
    code: 'log_type',
    name: '日志类型',
    description: '系统日志的分类',
    items: [
      ['1', '登录日志'],
      ['2', '操作日志'],
    ],
  },
  {
    code: 'operate_type',
    name: '操作类型',
    description: '操作日志的动作',
    items: [
      ['1', '查询'],
      ['2', '添加'],
      ['3', '更新'],
      ['4', '删除'],
      ['5', '导入'],
      ['6', '导出'],
    ],
  },
  {
    code: 'quartz_status',
    name: '定时任务状态',
    description: '任务是否在运行',
    items: [
      ['0', '正常'],
      ['-1', '停止'],
    ],
  },
  {
    code: 'tenant_status',
    name: '租户状态',
    description: '租户是否可用',
    items: [
      ['1', '正常'],
      ['0', '冻结'],
    ],
  },
  {
    code: 'database_type',
    name: '数据库类型',
    description: '多数据源的数据库类型',
    items: [
      ['1', 'MySQL5.5'],
      ['4', 'MySQL5.7+'],
      ['2', 'Oracle'],
      ['3', 'SQLServer'],
      ['6', 'PostgreSQL'],
      ['11', '达梦'],
      ['12', '人大金仓'],
      ['15', 'DB2', 0],
    ],
  },
  {
    code: 'yn',
    name: '是否',
    description: '是/否',
    items: [
      ['1', '是'],
      ['0', '否'],
    ],
  },
  {
    code: 'position_rank',
    name: '职务职级',
    description: '职务的职级',
    items: [
      ['1', '员级'],
      ['2', '助级'],
      ['3', '中级'],
      ['4', '副高级'],
      ['5', '正高级'],
    ],
  },
  {
    code: 'depart_status',
    name: '部门状态',
    description: '部门是否启用',
    items: [
      ['1', '启用'],
      ['0', '不启用'],
    ],
  },
  {
    code: 'del_flag',
    name: '删除状态',
    description: '逻辑删除标记',
    items: [
      ['0', '正常'],
      ['1', '已删除'],
    ],
  },
  {
    code: 'dict_item_status',
    name: '字典状态',
    description: '字典项是否启用',
    items: [
      ['1', '启用'],
      ['0', '不启用'],
    ],
  },
  {
    code: 'valid_status',
    name: '有效无效状态',
    description: '按钮权限等的有效性',
    items: [
      ['1', '有效'],
      ['0', '无效'],
    ],
  },
  {
    code: 'org_category',
    name: '机构类型',
    description: '部门树节点的类型',
    items: [
      ['1', '公司'],
      ['2', '部门'],
      ['3', '岗位'],
    ],
  },
  {
    code: 'urgent_level',
    name: '紧急程度',
    description: '任务与通告的紧急程度',
    items: [
      ['1', '一般'],
      ['2', '重要'],
      ['3', '紧急'],
    ],
  },
  {
    code: 'rule_conditions',
    name: '条件规则',
    description: '数据权限规则的条件',
    items: [
      ['>', '大于'],
      ['<', '小于'],
      ['!=', '不等于'],
      ['=', '等于'],
      ['>=', '大于等于'],
      ['<=', '小于等于'],
      ['LEFT_LIKE', '左模糊'],
      ['RIGHT_LIKE', '右模糊'],
      ['LIKE', '模糊'],
      ['IN', '包含'],
      ['USE_SQL_RULES', '自定义SQL表达式'],
    ],
  },
  {
    code: 'bpm_process_instance_result',
    name: '流程实例结果',
    description: '流程实例与任务的处理结果',
    items: [
      ['1', '处理中'],
      ['2', '通过'],
      ['3', '不通过'],
      ['4', '已取消'],
      ['5', '退回'],
      ['6', '待办'],
    ],
  },
  {
    code: 'bpm_form_type',
    name: '流程表单类型',
    description: '流程表单的来源',
    items: [
      ['1', 'Online表单'],
      ['2', '表单设计器'],
      ['3', '自定义开发'],
    ],
  },
  {
    code: 'bpm_status',
    name: '流程状态',
    description: '业务单据的流程状态',
    items: [
      ['1', '待提交'],
      ['2', '处理中'],
      ['3', '已完成'],
      ['4', '已作废'],
    ],
  },
  {
    code: 'global_perms_type',
    name: '授权策略',
    description: '按钮权限无授权时的表现',
    items: [
      ['1', '显示/访问(授权后显示/可访问)'],
      ['2', '可编辑(未授权时禁用)'],
    ],
  },
  {
    code: 'user_identity',
    name: '用户身份',
    description: '普通成员或部门负责人',
    items: [
      ['1', '普通成员'],
      ['2', '上级'],
    ],
  },
  {
    code: 'open_type',
    name: '打开方式',
    description: '通告点击后的打开方式',
    items: [
      ['url', '链接'],
      ['component', '组件'],
    ],
  },
  {
    code: 'order_type',
    name: '订单类型',
    description: '一对多示例的订单类型',
    items: [
      ['1', '国内订单'],
      ['2', '国际订单'],
    ],
  },
  {
    code: 'third_type',
    name: '第三方登录',
    description: '第三方账号来源',
    items: [
      ['github', 'GitHub'],
      ['wechat_enterprise', '企业微信'],
      ['dingtalk', '钉钉'],
      ['wechat_open', '微信开放平台', 0],
    ],
  },
]

export function seedDicts(ctx: SeedContext): void {
  insertDicts(ctx, DICTS)
}
