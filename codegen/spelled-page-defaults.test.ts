import { describe, expect, it } from 'vitest'
import { drawnAlike, spelledFragmentDefaults, spelledPageDefaults } from './spelled-page-defaults'

/**
 * A list page of the customer entity (客户名称 text, 客户类型 dictionary; its controller /ipr/customer with every
 * endpoint, codes ipr:customer:…) whose add form holds `properties`.
 */
const page = (properties: Record<string, unknown>, columns: unknown[] = []) => ({
  kind: 'list',
  entity: 'ipr-customer',
  columns,
  form: { schema: { type: 'object', properties } },
})

describe('the defaults a page spells out', () => {
  it('are what it would be drawn with anyway: decorator, type, title, placeholder, widget props, required message', async () => {
    const spelled = page({
      customerName: {
        type: 'string',
        title: '客户名称',
        'x-decorator': 'FormItem',
        'x-component-props': { placeholder: '请输入客户名称' },
        'x-validator': [{ required: true, message: '请输入客户名称!' }, { max: 50 }],
      },
      customerType: { 'x-component': 'dict', 'x-component-props': { allowClear: true, dict: 'ipr_customer_type' } },
      fee: { type: 'number', 'x-component': 'money', 'x-component-props': { precision: 2, min: 1 } },
    })
    expect(await spelledPageDefaults(spelled)).toEqual([
      '/form/schema/properties/customerName/type',
      '/form/schema/properties/customerName/title',
      '/form/schema/properties/customerName/x-decorator',
      '/form/schema/properties/customerName/x-component-props/placeholder',
      '/form/schema/properties/customerName/x-validator/0',
      '/form/schema/properties/customerType/x-component',
      '/form/schema/properties/customerType/x-component-props/allowClear',
      '/form/schema/properties/customerType/x-component-props/dict',
      '/form/schema/properties/fee/x-component-props/precision',
    ])
  })

  it('leave out what the page says otherwise: its own title, placeholder, message, widget and props', async () => {
    const own = page(
      {
        customerName: {
          title: '名称',
          'x-component': 'textarea',
          'x-component-props': { placeholder: '全称', rows: 3 },
          'x-validator': [{ required: true, message: '必须填写' }],
        },
        remark: { type: 'void', 'x-component': 'FormGrid' },
      },
      [{ field: 'customerName', title: '客户全称' }],
    )
    expect(await spelledPageDefaults(own)).toEqual([])
  })

  it("include an action's button text equal to its kind's, not another one", async () => {
    const actions = {
      ...page({}),
      toolbar: [
        { kind: 'add', title: '新增' },
        { kind: 'exportXls', title: '导出客户' },
      ],
      rowActions: [{ kind: 'edit', title: '编辑' }],
    }
    expect(await spelledPageDefaults(actions)).toEqual(['/toolbar/0/title', '/rowActions/0/title'])
  })

  it("include a toolbar equal to the standard one of the page's endpoints, not another one", async () => {
    const standard = [{ kind: 'add' }, { kind: 'exportXls' }, { kind: 'importExcel' }, { kind: 'deleteBatch' }]
    expect(await spelledPageDefaults({ ...page({}), toolbar: standard })).toEqual(['/toolbar'])
    expect(await spelledPageDefaults({ ...page({}), toolbar: standard.slice(0, 2) })).toEqual([])
    expect(await spelledPageDefaults({ ...page({}), toolbar: [] })).toEqual([])
  })

  it("include a record figure's title and money format equal to its list entity's field, not a source's", async () => {
    // ipr/TransferList's entity ipr-info: price 转让价格 an amount, approveDate 核准/公告日 a date.
    const record = (figures: unknown[]) => ({
      kind: 'record',
      title: '转让',
      list: 'ipr/TransferList',
      titleField: 'iprName',
      figures,
    })
    expect(
      await spelledPageDefaults(
        record([
          { title: '转让价格', field: 'price', money: true },
          { title: '公告日', field: 'approveDate', money: false },
          { title: '合计', field: 'price', source: 'x', money: true },
        ]),
      ),
    ).toEqual(['/figures/0/title', '/figures/0/money'])
  })

  it("include the controller's endpoints, permission prefix and button codes, not the page's own", async () => {
    const written = {
      ...page({}),
      permissionPrefix: 'ipr:customer:',
      api: { list: '/ipr/customer/list', add: '/ipr/customer/add/1', tree: '/ipr/customer/tree' },
      toolbar: [
        { kind: 'add', permission: 'ipr:customer:add' },
        { kind: 'importExcel', permission: 'ipr:contact:import' },
        { kind: 'exportXls', permission: 'ipr:customer:export' },
      ],
      rowActions: [{ kind: 'detail', permission: 'ipr:customer:add' }],
    }
    expect(await spelledPageDefaults(written)).toEqual([
      '/permissionPrefix',
      '/api/list',
      '/toolbar/0/permission',
      '/toolbar/2/permission',
    ])
  })

  it("include a base path as `api` equal to the controller's, not another one", async () => {
    expect(await spelledPageDefaults({ ...page({}), api: '/ipr/customer' })).toEqual(['/api'])
    expect(await spelledPageDefaults({ ...page({}), api: '/ipr/client' })).toEqual([])
    expect(await spelledPageDefaults({ kind: 'list', api: '/ipr/customer', columns: [] })).toEqual([])
  })

  it('include a column title equal to its entity field', async () => {
    expect(await spelledPageDefaults(page({}, [{ field: 'customerName', title: '客户名称' }]))).toEqual([
      '/columns/0/title',
    ])
  })

  it('compare pages as drawn, whatever order their keys are written in', async () => {
    const written = page({ customerName: { title: '名称', 'x-component': 'text' } })
    await spelledPageDefaults(written)
    const reordered = page({ customerName: { 'x-component': 'text', title: '名称' } })
    expect(drawnAlike(written, reordered)).toBe(true)
    expect(drawnAlike(written, page({ customerName: { title: '全称', 'x-component': 'text' } }))).toBe(false)
  })

  it("include in a table naming its rows' entity a column's title and a cell's widget, placeholder and message", async () => {
    const contacts = page({
      contacts: {
        type: 'array',
        'x-component': 'EditableTable',
        'x-component-props': { entity: 'ipr-contact' },
        items: {
          type: 'object',
          properties: {
            nameColumn: {
              type: 'void',
              'x-component': 'EditableTable.Column',
              'x-component-props': { title: '姓名', width: 160 },
              properties: {
                name: {
                  type: 'string',
                  'x-component': 'text',
                  'x-component-props': { placeholder: '请输入姓名' },
                  'x-validator': [{ required: true, message: '请输入姓名!' }],
                },
              },
            },
          },
        },
      },
    })
    const column = '/form/schema/properties/contacts/items/properties/nameColumn'
    expect(await spelledPageDefaults(contacts)).toEqual([
      `${column}/x-component-props/title`,
      `${column}/properties/name/type`,
      `${column}/properties/name/x-component`,
      `${column}/properties/name/x-component-props/placeholder`,
      `${column}/properties/name/x-validator/0`,
    ])
  })

  it('are read with fragments in place: a key written beside a reference that the page gets anyway', async () => {
    const besideFragment = page({ remark: { $fragment: 'remark-field', title: '备注' } })
    expect(await spelledPageDefaults(besideFragment)).toEqual(['/form/schema/properties/remark/title'])
  })

  it("include a fragment's value that every page using it gets anyway, not one some page needs", async () => {
    const fragments: Record<string, unknown> = {
      'name-field': { title: '客户名称', 'x-component': 'textarea' },
      'name-column': { field: 'customerName', title: '客户名称', width: 120 },
    }
    const find = (name: string) => fragments[name]
    const users = [
      page({ customerName: { $fragment: 'name-field' } }, [{ $fragment: 'name-column' }]),
      page({}, [{ $fragment: 'name-column' }, { field: 'customerType' }]),
    ]
    expect(await spelledFragmentDefaults('name-field', users, find)).toEqual(['/title'])
    expect(await spelledFragmentDefaults('name-column', users, find)).toEqual(['/title'])
    const elsewhere = { ...page({}), entity: 'sys-user', columns: [{ $fragment: 'name-column' }] }
    expect(await spelledFragmentDefaults('name-column', [...users, elsewhere], find)).toEqual([])
  })
})
