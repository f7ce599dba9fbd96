import type { Database } from '../../kernel/db/database'
import type { OnlButton, OnlField, OnlHead } from './store'
import { createPhysicalTable, FIELD_DEFAULTS } from './store'
import { dataTable } from '../../kernel/db/synced-tables'
import { audit, type SeedContext } from '../../kernel/seed/context'

/** Fixed, as JeecgBoot's own seed has them: menu rows link to a form by its head id (`/online/cgformList/{id}`). */
export const ONLINE_FORM_IDS = {
  single: 'd35109c3632c4952a19ecc094943dd71',
  orderMain: '56870166aba54ebfacb20ba6c770bd73',
  orderProduct: 'deea5a8ec619460c9245ba85dbc59e80',
  orderCustomer: '41de7884bf9a42b7a2c5918f9f765dff',
  tree: '997ee931515a4620bc30a9c1246429a9',
} as const

type FieldSpec = Partial<OnlField> & Pick<OnlField, 'dbFieldName' | 'dbFieldTxt'>

const CREATED = '2021-03-02 10:00:00'

/** The six columns every new table starts with (the designer's initial data), hidden from list and form. */
const SYSTEM_FIELDS: FieldSpec[] = [
  { dbFieldName: 'id', dbFieldTxt: '主键', dbIsKey: 1, dbIsNull: 0, dbLength: 36, isReadOnly: 1 },
  { dbFieldName: 'create_by', dbFieldTxt: '创建人', dbLength: 50 },
  { dbFieldName: 'create_time', dbFieldTxt: '创建日期', dbType: 'Datetime', dbLength: 20, fieldShowType: 'datetime' },
  { dbFieldName: 'update_by', dbFieldTxt: '更新人', dbLength: 50 },
  { dbFieldName: 'update_time', dbFieldTxt: '更新日期', dbType: 'Datetime', dbLength: 20, fieldShowType: 'datetime' },
  { dbFieldName: 'sys_org_code', dbFieldTxt: '所属部门', dbLength: 64 },
].map((field) => ({ ...field, isShowForm: 0, isShowList: 0 }))

function insertField(db: Database, ctx: SeedContext, headId: string, spec: FieldSpec, orderNum: number): void {
  db.table<OnlField>('onl_cgform_field').insert({
    id: ctx.id(),
    cgformHeadId: headId,
    ...FIELD_DEFAULTS,
    ...spec,
    orderNum,
    ...audit(CREATED),
  })
}

function insertHead(
  ctx: SeedContext,
  head: Partial<OnlHead> & Pick<OnlHead, 'id' | 'tableName' | 'tableTxt'>,
  fields: FieldSpec[],
) {
  ctx.db.table<OnlHead>('onl_cgform_head').insert({
    tableType: 1,
    tableVersion: 2,
    isCheckbox: 'Y',
    isDbSynch: 'Y',
    isPage: 'Y',
    isTree: 'N',
    idType: 'UUID',
    queryMode: 'single',
    relationType: null,
    subTableStr: null,
    tabOrderNum: null,
    treeParentIdField: null,
    treeIdField: null,
    treeFieldname: null,
    formCategory: 'demo',
    formTemplate: '1',
    scroll: 1,
    copyType: 0,
    copyVersion: null,
    physicId: null,
    themeTemplate: 'normal',
    extConfigJson: null,
    isDesForm: 'N',
    desFormCode: null,
    ...head,
    ...audit(CREATED),
  })
  ;[...SYSTEM_FIELDS, ...fields].forEach((field, index) => insertField(ctx.db, ctx, String(head.id), field, index + 1))
  createPhysicalTable(ctx.db, head)
}

function insertRows(ctx: SeedContext, tableName: string, rows: Record<string, unknown>[]): string[] {
  return rows.map(
    (row) =>
      dataTable(ctx.db, tableName).insert({
        id: ctx.id(),
        create_by: 'admin',
        create_time: CREATED,
        update_by: null,
        update_time: null,
        sys_org_code: 'A01',
        ...row,
      }).id as string,
  )
}

/** 测试用户表: a single table with a dictionary (性别), a date (生日) and an image (头像). */
function seedSingleTable(ctx: SeedContext): void {
  insertHead(ctx, { id: ONLINE_FORM_IDS.single, tableName: 'test_demo', tableTxt: '测试用户表' }, [
    { dbFieldName: 'name', dbFieldTxt: '用户名', isQuery: 1, fieldMustInput: '1', sortFlag: '1' },
    { dbFieldName: 'sex', dbFieldTxt: '性别', fieldShowType: 'list', dictField: 'sex', isQuery: 1 },
    { dbFieldName: 'age', dbFieldTxt: '年龄', dbType: 'int', sortFlag: '1' },
    {
      dbFieldName: 'birthday',
      dbFieldTxt: '生日',
      dbType: 'Date',
      fieldShowType: 'date',
      isQuery: 1,
      queryMode: 'group',
    },
    { dbFieldName: 'top_pic', dbFieldTxt: '头像', dbLength: 500, fieldShowType: 'image', isShowList: 1 },
    { dbFieldName: 'descc', dbFieldTxt: '描述', dbType: 'Text', dbLength: 0, fieldShowType: 'textarea', isShowList: 0 },
  ])
  insertRows(ctx, 'test_demo', [
    { name: '张三', sex: '1', age: 28, birthday: '1996-05-12', top_pic: '', descc: '' },
    { name: '李四', sex: '2', age: 34, birthday: '1990-11-03', top_pic: '', descc: '' },
    { name: '王五', sex: '1', age: 41, birthday: '1983-02-20', top_pic: '', descc: '' },
  ])
}

/** 订单主表 with two one-to-many sub tables: its products and its customers. */
function seedOneToMany(ctx: SeedContext): void {
  insertHead(
    ctx,
    {
      id: ONLINE_FORM_IDS.orderMain,
      tableName: 'test_order_main',
      tableTxt: '测试订单主表',
      tableType: 2,
      subTableStr: 'test_order_product,test_order_customer',
      formTemplate: '2',
    },
    [
      { dbFieldName: 'order_code', dbFieldTxt: '订单编码', isQuery: 1, fieldMustInput: '1' },
      {
        dbFieldName: 'order_date',
        dbFieldTxt: '下单时间',
        dbType: 'Date',
        fieldShowType: 'date',
        isQuery: 1,
        queryMode: 'group',
      },
      { dbFieldName: 'descc', dbFieldTxt: '描述', dbLength: 100 },
    ],
  )
  const foreignKey = (name: string): FieldSpec => ({
    dbFieldName: name,
    dbFieldTxt: '订单外键',
    dbLength: 36,
    isShowForm: 0,
    isShowList: 0,
    mainTable: 'test_order_main',
    mainField: 'id',
  })
  insertHead(
    ctx,
    {
      id: ONLINE_FORM_IDS.orderProduct,
      tableName: 'test_order_product',
      tableTxt: '订单产品明细',
      tableType: 3,
      relationType: 0,
      tabOrderNum: 1,
    },
    [
      { dbFieldName: 'product_name', dbFieldTxt: '产品名字', fieldMustInput: '1' },
      { dbFieldName: 'price', dbFieldTxt: '价格', dbType: 'double', dbLength: 10, dbPointLength: 2 },
      { dbFieldName: 'num', dbFieldTxt: '数量', dbType: 'int', dbLength: 10 },
      foreignKey('order_fk_id'),
    ],
  )
  insertHead(
    ctx,
    {
      id: ONLINE_FORM_IDS.orderCustomer,
      tableName: 'test_order_customer',
      tableTxt: '订单客户',
      tableType: 3,
      relationType: 0,
      tabOrderNum: 2,
    },
    [
      { dbFieldName: 'name', dbFieldTxt: '客户名字', fieldMustInput: '1' },
      { dbFieldName: 'sex', dbFieldTxt: '客户性别', fieldShowType: 'list', dictField: 'sex' },
      { dbFieldName: 'telphone', dbFieldTxt: '电话', fieldValidType: 'm' },
      foreignKey('order_id'),
    ],
  )
  const [orderId] = insertRows(ctx, 'test_order_main', [
    { order_code: 'DD20210302001', order_date: '2021-03-02', descc: '首单' },
  ])
  insertRows(ctx, 'test_order_product', [{ product_name: '笔记本', price: 12.5, num: 4, order_fk_id: orderId }])
  insertRows(ctx, 'test_order_customer', [{ name: '赵六', sex: '1', telphone: '13800138000', order_id: orderId }])
}

/** 商品分类: a tree table, its rows pointing at their parent by `pid` and flagged by `has_child`. */
function seedTreeTable(ctx: SeedContext): void {
  insertHead(
    ctx,
    {
      id: ONLINE_FORM_IDS.tree,
      tableName: 'test_shoptype_tree',
      tableTxt: '商品分类',
      isTree: 'Y',
      treeParentIdField: 'pid',
      treeIdField: 'has_child',
      treeFieldname: 'type_name',
    },
    [
      { dbFieldName: 'type_name', dbFieldTxt: '分类名称', isQuery: 1, fieldMustInput: '1' },
      { dbFieldName: 'pic', dbFieldTxt: '分类图片', dbLength: 500, fieldShowType: 'image' },
      { dbFieldName: 'pid', dbFieldTxt: '父级节点', dbLength: 32, fieldShowType: 'sel_tree', isShowList: 0 },
      {
        dbFieldName: 'has_child',
        dbFieldTxt: '是否有子节点',
        dbLength: 3,
        fieldShowType: 'list',
        dictField: 'yn',
        isShowForm: 0,
        isShowList: 0,
      },
    ],
  )
  const node = (type_name: string, pid: string, has_child: string) => ({ type_name, pid, has_child, pic: '' })
  const [digital] = insertRows(ctx, 'test_shoptype_tree', [node('数码产品', '0', '1'), node('服装', '0', '0')])
  const [phones] = insertRows(ctx, 'test_shoptype_tree', [node('手机', digital, '1'), node('电脑', digital, '0')])
  insertRows(ctx, 'test_shoptype_tree', [node('智能手机', phones, '0')])
  insertButtons(ctx, ONLINE_FORM_IDS.tree, [
    { buttonCode: 'publish', buttonName: '发布', buttonStyle: 'button', optType: 'action' },
    { buttonCode: 'preview', buttonName: '预览', buttonStyle: 'link', optType: 'js' },
    { buttonCode: 'offShelf', buttonName: '下架', buttonStyle: 'link', optType: 'action', exp: 'type_name#ne#服装' },
    { buttonCode: 'checkName', buttonName: '校验名称', buttonStyle: 'form', optType: 'action' },
  ])
}

type ButtonSpec = Pick<OnlButton, 'buttonCode' | 'buttonName' | 'buttonStyle' | 'optType'> &
  Partial<Pick<OnlButton, 'exp'>>

/** Custom buttons, enabled, in the order given. */
function insertButtons(ctx: SeedContext, headId: string, buttons: ButtonSpec[]): void {
  buttons.forEach((button, orderNum) =>
    ctx.db.table<OnlButton>('onl_cgform_button').insert({
      id: ctx.id(),
      cgformHeadId: headId,
      buttonIcon: null,
      buttonStatus: '1',
      exp: null,
      orderNum,
      ...button,
    }),
  )
}

/** The online forms (onl_cgform_head / _field and their tables' rows) the 在线开发 menu opens. */
export function seedOnlineForms(ctx: SeedContext): void {
  seedSingleTable(ctx)
  seedOneToMany(ctx)
  seedTreeTable(ctx)
}
