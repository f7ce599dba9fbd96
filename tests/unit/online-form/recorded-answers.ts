import type { FormItem, FormProperty, OnlineColumns, QueryItem } from '@/pages/online/cgform/cgform-schema'

/**
 * Answers in the shapes JeecgBoot's OnlCgformApiController gives (getColumns code 0, getQueryInfo code 200,
 * getFormItem code 0; `result` only), for a form using every fieldShowType the designer offers plus one from a
 * newer server.
 */
const sex = [
  { value: '1', text: '男', title: '男', label: '男' },
  { value: '2', text: '女', title: '女', label: '女' },
]

export const columnsAnswer: OnlineColumns = {
  code: 'd35109c3632c4952a19ecc094943dd71',
  tableType: 1,
  description: '测试用户表',
  paginationFlag: 'Y',
  checkboxFlag: 'Y',
  columns: [
    {
      title: '用户名',
      dataIndex: 'name',
      customRender: null,
      scopedSlots: null,
      showLength: 0,
      sorter: true,
      dbType: 'string',
    },
    {
      title: '性别',
      dataIndex: 'sex',
      customRender: 'sex',
      scopedSlots: null,
      showLength: 0,
      sorter: false,
      dbType: 'string',
    },
    {
      title: '年龄',
      dataIndex: 'age',
      customRender: null,
      scopedSlots: null,
      showLength: 0,
      sorter: true,
      dbType: 'int',
    },
    {
      title: '生日',
      dataIndex: 'birthday',
      customRender: null,
      scopedSlots: { customRender: 'dateSlot' },
      showLength: 0,
      sorter: false,
      dbType: 'Date',
    },
    {
      title: '头像',
      dataIndex: 'top_pic',
      customRender: null,
      scopedSlots: { customRender: 'imgSlot' },
      showLength: 0,
      sorter: false,
      dbType: 'string',
    },
    {
      title: '附件',
      dataIndex: 'file_kk',
      customRender: null,
      scopedSlots: { customRender: 'fileSlot' },
      showLength: 0,
      sorter: false,
      dbType: 'string',
    },
    {
      title: '描述',
      dataIndex: 'descc',
      customRender: null,
      scopedSlots: null,
      showLength: 12,
      sorter: false,
      dbType: 'Text',
    },
  ],
  dictOptions: { sex },
  hideColumns: [],
  enhanceJs: 'class OnlineEnhanceJs { }',
}

export const queryInfoAnswer: QueryItem[] = [
  { label: '用户名', field: 'name', mode: 'single', view: 'text' },
  { label: '性别', field: 'sex', mode: 'single', view: 'list', dictCode: 'sex' },
  { label: '年龄', field: 'age', mode: 'group', view: 'text', hidden: '1' },
  { label: '生日', field: 'birthday', mode: 'group', view: 'date', hidden: '1' },
  { label: '描述', field: 'descc', mode: 'like', view: 'text', hidden: '1' },
]

/** One property per fieldShowType, keyed `f_<view>`. */
const VIEWS: Record<string, Partial<FormProperty>> = {
  text: { pattern: '^1[3456789]\\d{9}$', errorInfo: '请输入正确的手机号码' },
  password: {},
  textarea: {},
  list: { enum: sex, dictCode: 'sex' },
  radio: { enum: sex, dictCode: 'sex' },
  checkbox: { enum: sex, dictCode: 'sex' },
  list_multi: { enum: sex, dictCode: 'sex' },
  switch: { extendOption: ['1', '0'] },
  date: {},
  datetime: {},
  time: {},
  file: {},
  image: {},
  umeditor: {},
  markdown: {},
  sel_search: { dictCode: 'username', dictTable: 'sys_user', dictText: 'realname' },
  popup: { code: 'report_user', orgFields: 'username,realname', destFields: 'f_text,f_password' },
  cat_tree: { pcode: 'B01' },
  sel_tree: { dict: 'sys_category,name,id', pidField: 'pid', pidValue: '0', hasChildField: 'has_child' },
  sel_user: {},
  sel_depart: {},
  pca: {},
  link_down: { config: '{"table":"sys_category","txt":"name","key":"code","linkField":"f2,f3"}' },
  link_table: {},
}

export const FIELD_SHOW_TYPES = Object.keys(VIEWS)

export const formItemAnswer: FormItem = {
  schema: {
    required: ['f_text'],
    properties: {
      ...Object.fromEntries(
        Object.entries(VIEWS).map(([view, extra], index) => [
          `f_${view}`,
          { type: 'string', title: `字段${view}`, view, order: index, ...extra },
        ]),
      ),
      age: { type: 'number', title: '年龄', view: 'number', order: 99, ui: { widgetattrs: { disabled: true } } },
    },
  },
  head: { themeTemplate: 'normal', formTemplate: '1', tableTxt: '测试用户表' },
}

/** A main table's getFormItem with two one-to-many sub tables, under the given theme. */
export function mainFormItem(themeTemplate: string): FormItem {
  const grid = (key: string, title: string) => ({
    title,
    key,
    type: 'input',
    validateRules: [{ required: true, message: `${title}不能为空!` }],
  })
  return {
    schema: {
      required: ['order_code'],
      properties: {
        order_code: { type: 'string', title: '订单编码', view: 'text', order: 1 },
        test_order_product: {
          title: '订单产品明细',
          view: 'tab',
          id: 'deea5a8ec619460c9245ba85dbc59e80',
          key: 'test_order_product',
          describe: '订单产品明细',
          order: 1,
          relationType: 0,
          foreignKey: 'order_fk_id',
          columns: [grid('product_name', '产品名字'), { title: '价格', key: 'price', type: 'inputNumber' }],
        },
        test_order_customer: {
          title: '订单客户',
          view: 'tab',
          id: '41de7884bf9a42b7a2c5918f9f765dff',
          key: 'test_order_customer',
          describe: '订单客户',
          order: 2,
          relationType: 0,
          foreignKey: 'order_id',
          columns: [grid('name', '客户名字'), { title: '客户性别', key: 'sex', type: 'select', options: sex }],
        },
      },
    },
    head: { themeTemplate, formTemplate: '2', tableTxt: '测试订单主表' },
  }
}

export const mainColumnsAnswer: OnlineColumns = {
  code: '56870166aba54ebfacb20ba6c770bd73',
  tableType: 2,
  description: '测试订单主表',
  paginationFlag: 'N',
  checkboxFlag: 'N',
  columns: [{ title: '订单编码', dataIndex: 'order_code', customRender: null, scopedSlots: null, sorter: false }],
  dictOptions: {},
  hideColumns: ['export', 'import'],
}

/** A tree table's getColumns (`isTree` Y): its parent, has-children and text columns, and its list's custom buttons. */
export const treeColumnsAnswer: OnlineColumns = {
  code: '997ee931515a4620bc30a9c1246429a9',
  tableType: 1,
  description: '商品分类',
  paginationFlag: 'Y',
  checkboxFlag: 'Y',
  columns: [
    { title: '分类图片', dataIndex: 'pic', customRender: null, scopedSlots: { customRender: 'imgSlot' } },
    { title: '分类名称', dataIndex: 'type_name', customRender: null, scopedSlots: null, dbType: 'string' },
  ],
  dictOptions: {},
  hideColumns: [],
  cgButtonList: [
    { buttonCode: 'preview', buttonName: '预览', buttonStyle: 'link', optType: 'js', orderNum: 2 },
    { buttonCode: 'audit', buttonName: '审核', buttonStyle: 'link', optType: 'action', orderNum: 1 },
    {
      buttonCode: 'offShelf',
      buttonName: '下架',
      buttonStyle: 'link',
      optType: 'action',
      exp: 'type_name#ne#服装',
      orderNum: 3,
    },
    { buttonCode: 'publish', buttonName: '发布', buttonStyle: 'button', optType: 'action', orderNum: 0 },
  ],
  pidField: 'pid',
  hasChildrenField: 'has_child',
  textField: 'type_name',
}

/** The tree table's getFormItem: its parent column as a tree select over the table itself, and its form's buttons. */
export const treeFormItem: FormItem = {
  schema: {
    required: ['type_name'],
    properties: {
      type_name: { type: 'string', title: '分类名称', view: 'text', order: 1 },
      pid: {
        type: 'string',
        title: '父级节点',
        view: 'sel_tree',
        order: 2,
        dict: 'test_shoptype_tree,type_name,id',
        pidField: 'pid',
        pidValue: '0',
        hasChildField: 'has_child',
      },
    },
  },
  head: { themeTemplate: 'normal', formTemplate: '1', tableTxt: '商品分类' },
  cgButtonList: [
    { buttonCode: 'checkName', buttonName: '校验名称', buttonStyle: 'form', optType: 'action', orderNum: 4 },
    { buttonCode: 'sign', buttonName: '签名', buttonStyle: 'form', optType: 'js', orderNum: 5 },
  ],
}
