import type { SeedContext } from '../../kernel/seed/context'
import { audit } from '../../kernel/seed/context'

interface ItemSpec {
  field: string
  title: string
  type?: 'String' | 'Integer' | 'Date'
  dict?: string
  /** Shown in the query form: `single` value or `group` (a range). */
  search?: 'single' | 'group'
  width?: number
}

interface ReportSpec {
  /** Fixed, as menu rows link to a report by its id (`/online/cgreport/{id}`). */
  id: string
  code: string
  name: string
  /** Table the report's SQL reads; the built-in backend has no SQL engine, so it reads the rows directly. */
  sourceTable: string
  sql: string
  items: ItemSpec[]
  params?: { name: string; title: string; value?: string }[]
}

/** Ids of the seeded reports, for the menu rows that open them as pages. */
export const REPORT_IDS = {
  user: '6c7f59741c814347905a938f06ee003c',
  depart: '1b0a3b5b8b2e4d9c9d5f3a6e7c8d9e0f',
} as const

/**
 * The online reports (onl_cgreport_head / _item / _param) that popup fields use and the 示例 menu opens as pages. Their rows come from the live
 * tables, so a department or user added on its screen appears in the report.
 */
const REPORTS: ReportSpec[] = [
  {
    id: REPORT_IDS.user,
    code: 'report_user',
    name: '用户信息报表',
    sourceTable: 'sys_user',
    sql: "select id, realname, username, sex, phone, email, birthday from sys_user where del_flag = 0 and sex = '${sex}'",
    items: [
      { field: 'realname', title: '姓名', search: 'single', width: 120 },
      { field: 'username', title: '账号', search: 'single', width: 120 },
      { field: 'sex', title: '性别', dict: 'sex', search: 'single', width: 80 },
      { field: 'phone', title: '手机号', width: 140 },
      { field: 'email', title: '邮箱', width: 200 },
      { field: 'birthday', title: '生日', type: 'Date', search: 'group', width: 120 },
    ],
    params: [{ name: 'sex', title: '性别' }],
  },
  {
    id: REPORT_IDS.depart,
    code: 'report_depart',
    name: '部门通讯录',
    sourceTable: 'sys_depart',
    sql: 'select id, depart_name, org_code, org_category, mobile, fax, address from sys_depart where del_flag = 0',
    items: [
      { field: 'departName', title: '部门名称', search: 'single', width: 180 },
      { field: 'orgCategory', title: '机构类别', dict: 'org_category', search: 'single', width: 100 },
      { field: 'orgCode', title: '机构编码', width: 120 },
      { field: 'mobile', title: '电话', width: 140 },
      { field: 'fax', title: '传真', width: 140 },
      { field: 'address', title: '地址', search: 'single' },
    ],
  },
]

export function seedOnlineReports(ctx: SeedContext): void {
  for (const spec of REPORTS) {
    const head = ctx.db.table('onl_cgreport_head').insert({
      id: spec.id,
      code: spec.code,
      name: spec.name,
      cgrSql: spec.sql,
      dbSource: null,
      content: null,
      sourceTable: spec.sourceTable,
      ...audit('2021-03-02 10:00:00'),
    })
    spec.items.forEach((item, index) =>
      ctx.db.table('onl_cgreport_item').insert({
        id: ctx.id(),
        cgrheadId: head.id,
        fieldName: item.field,
        fieldTxt: item.title,
        fieldWidth: item.width ?? null,
        fieldType: item.type ?? 'String',
        searchMode: item.search ?? null,
        isOrder: 1,
        isSearch: item.search ? 1 : 0,
        dictCode: item.dict ?? null,
        fieldHref: null,
        isShow: 1,
        orderNum: index + 1,
        isTotal: '0',
        groupTitle: null,
        ...audit('2021-03-02 10:00:00'),
      }),
    )
    spec.params?.forEach((param, index) =>
      ctx.db.table('onl_cgreport_param').insert({
        id: ctx.id(),
        cgrheadId: head.id,
        paramName: param.name,
        paramTxt: param.title,
        paramValue: param.value ?? null,
        orderNum: index + 1,
        ...audit('2021-03-02 10:00:00'),
      }),
    )
  }
}
