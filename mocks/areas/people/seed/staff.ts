/** The staff whose own claims, loans and work logs the seed writes; jeecg (普通用户) among them. */
export const PEOPLE_STAFF = [
  'jeecg',
  'zhangsan',
  'lisi',
  'wangwu',
  'sunqi',
  'tiantian',
  'caolihua',
  'xiaoguodong',
] as const

/** The manager who approves claims and reviews work logs. */
export const MANAGER = 'admin'
