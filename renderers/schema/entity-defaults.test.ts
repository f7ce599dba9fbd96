import { beforeAll, describe, expect, it } from 'vitest'
import type { EntitySchema } from '../generated/schema-language'
import { loadEntity } from '../core/entities'
import { entityIds, widgetOfProperty, withEntityDefaults } from './entity-defaults'

describe('a page that names its entity', () => {
  // The engine fetches a page's entities before it completes the page (validatePage does).
  beforeAll(() => Promise.all(['sys-user', 'jeecg-order-main', 'ipr-contact'].map(loadEntity)))

  it('takes the titles its columns and search items leave out from the entity fields', () => {
    const page = withEntityDefaults({
      kind: 'list',
      entity: 'sys-user',
      search: [{ field: 'realname' }, { field: 'status', component: 'dict' }],
      columns: [{ field: 'username', title: '用户账号' }, { field: 'sex', render: 'dict' }, { field: 'nickname' }],
      tabs: [{ key: 'a', title: 'A', columns: [{ field: 'phone' }] }],
    })
    expect(page).toMatchObject({
      search: [
        { field: 'realname', title: '真实姓名' },
        { field: 'status', title: '状态', component: 'dict', dict: 'user_status' },
      ],
      columns: [
        { field: 'username', title: '用户账号' },
        { field: 'sex', title: '性别', render: 'dict', dict: 'sex' },
        { field: 'nickname' },
      ],
      tabs: [{ columns: [{ field: 'phone', title: '手机号码' }] }],
    })
  })

  it('gives a dictionary only to an item whose widget shows one, and keeps what the page says', () => {
    const page = withEntityDefaults({
      kind: 'list',
      entity: 'sys-user',
      search: [
        { field: 'sex', component: 'text' },
        { field: 'status', component: 'dict', dict: 'my_status' },
      ],
      columns: [{ field: 'sex', render: 'text' }],
    })
    expect(page).toMatchObject({
      search: [
        { field: 'sex', title: '性别', component: 'text' },
        { field: 'status', dict: 'my_status' },
      ],
      columns: [{ field: 'sex', title: '性别', render: 'text' }],
    })
    expect((page as { columns: object[] }).columns[0]).not.toHaveProperty('dict')
    expect((page as { search: object[] }).search[0]).not.toHaveProperty('dict')
  })

  it('takes the widget from the field: its dictionary, format or type, and a range search for a range rule', () => {
    const page = withEntityDefaults({
      kind: 'list',
      entity: 'sys-user',
      search: [{ field: 'sex' }, { field: 'birthday' }, { field: 'createTime', rule: 'range' }, { field: 'realname' }],
      columns: [{ field: 'sex' }, { field: 'birthday' }, { field: 'createTime' }, { field: 'sex', options: [] }],
    })
    expect(page).toMatchObject({
      search: [
        { field: 'sex', component: 'dict', dict: 'sex' },
        { field: 'birthday', component: 'date' },
        { field: 'createTime', component: 'datetimeRange' },
        { field: 'realname', component: 'text' },
      ],
      columns: [
        { field: 'sex', render: 'dict', dict: 'sex' },
        { field: 'birthday', render: 'date' },
        { field: 'createTime', render: 'datetime' },
        { field: 'sex', options: [] },
      ],
    })
    expect((page as { columns: object[] }).columns[3]).not.toHaveProperty('render')
  })

  it.each([
    [{ type: 'string', 'x-dict': 'sex' }, 'dict'],
    [{ type: 'string', format: 'date' }, 'date'],
    [{ type: 'string', format: 'date-time' }, 'datetime'],
    [{ type: 'number', format: 'money' }, 'money'],
    [{ type: 'integer' }, 'number'],
    [{ type: ['number', 'null'] }, 'number'],
    [{ type: 'boolean' }, 'switch'],
    [{ type: 'string' }, 'text'],
  ] as [EntitySchema['properties'][string], string][])('shows a field %j with the %s widget', (property, widget) => {
    expect(widgetOfProperty(property)).toBe(widget)
  })

  it('gives form fields their titles and dictionary widgets their dictionaries, inside tabs too', () => {
    const page = withEntityDefaults({
      kind: 'form',
      entity: 'sys-user',
      form: {
        schema: {
          type: 'object',
          properties: {
            tabs: {
              type: 'void',
              properties: {
                sex: { type: 'string', 'x-component': 'dict' },
                realname: { type: 'string', title: '姓名', 'x-component': 'text' },
                birthday: { type: 'string' },
                status: { type: 'string' },
              },
            },
          },
        },
      },
    })
    expect(page).toMatchObject({
      form: {
        schema: {
          properties: {
            tabs: {
              properties: {
                sex: { title: '性别', 'x-component-props': { dict: 'sex' } },
                realname: { title: '姓名' },
                birthday: { 'x-component': 'date' },
                status: { 'x-component': 'dict', 'x-component-props': { dict: 'user_status' } },
              },
            },
          },
        },
      },
    })
  })

  it('gives form fields and editable-table cells the value rules of their entity field, after their own', () => {
    const page = withEntityDefaults({
      kind: 'form',
      entity: 'ipr-contact',
      form: {
        schema: {
          type: 'object',
          properties: {
            mobile: { 'x-validator': [{ mobile: true }] },
            phone: { 'x-validator': [{ maxChars: 20 }] },
            contactName: {},
            others: {
              type: 'array',
              'x-component': 'EditableTable',
              'x-component-props': { entity: 'ipr-contact' },
              items: {
                type: 'object',
                properties: {
                  phoneColumn: { type: 'void', 'x-component': 'EditableTable.Column', properties: { phone: {} } },
                },
              },
            },
          },
        },
      },
    }) as { form: { schema: { properties: Record<string, Record<string, unknown>> } } }
    const fields = page.form.schema.properties
    expect(fields.mobile['x-validator']).toEqual([{ mobile: true }, { cellphone: true }])
    expect(fields.phone['x-validator']).toEqual([{ maxChars: 20 }, { landline: true }])
    expect(fields.contactName).not.toHaveProperty('x-validator')
    expect(fields.others).toMatchObject({
      items: {
        properties: {
          phoneColumn: {
            properties: {
              phone: { 'x-validator': [{ required: false, message: '请输入座机!' }, { landline: true }] },
            },
          },
        },
      },
    })
  })

  describe('an editable table naming the entity of its rows', () => {
    const column = (cells: object, props: object = { width: 160 }) => ({
      type: 'void',
      'x-component': 'EditableTable.Column',
      'x-component-props': props,
      properties: cells,
    })
    const tableOf = (columns: object, props: object = { entity: 'ipr-contact' }) =>
      withEntityDefaults({
        kind: 'form',
        entity: 'sys-user',
        form: {
          schema: {
            type: 'object',
            properties: {
              contacts: {
                type: 'array',
                'x-component': 'EditableTable',
                'x-component-props': props,
                items: { type: 'object', properties: columns },
              },
            },
          },
        },
      }) as { form: { schema: { properties: { contacts: { items: { properties: Record<string, unknown> } } } } } }
    const columnsOf = (page: ReturnType<typeof tableOf>) => page.form.schema.properties.contacts.items.properties

    it('titles each column by its cell’s field and gives the cell the field’s type, widget and dictionary, no title', () => {
      const columns = columnsOf(tableOf({ nameColumn: column({ name: {} }), sexColumn: column({ sex: {} }) }))
      expect(columns).toEqual({
        nameColumn: column(
          {
            name: {
              type: 'string',
              'x-component': 'text',
              'x-component-props': { placeholder: '请输入姓名' },
              // Dormant until a reaction makes the cell required (form/node-defaults.ts).
              'x-validator': [{ required: false, message: '请输入姓名!' }],
            },
          },
          { width: 160, title: '姓名' },
        ),
        sexColumn: column(
          {
            sex: {
              type: 'string',
              'x-component': 'dict',
              'x-component-props': { dict: 'sex', placeholder: '请选择性别' },
              'x-validator': [{ required: false, message: '请选择性别!' }],
            },
          },
          { width: 160, title: '性别' },
        ),
      })
    })

    it('has a cell ask with its column’s title, the one the column gives over its field’s', () => {
      const columns = columnsOf(tableOf({ nameColumn: column({ name: { required: true } }, { title: '联系人姓名' }) }))
      expect(columns.nameColumn).toMatchObject({
        'x-component-props': { title: '联系人姓名' },
        properties: {
          name: {
            'x-component-props': { placeholder: '请输入联系人姓名' },
            'x-validator': [{ required: true, message: '请输入联系人姓名!' }],
          },
        },
      })
      expect(columns.nameColumn).not.toHaveProperty(['properties', 'name', 'title'])
    })

    it('keeps what the page writes, and leaves cells the entity does not name and other tables as they are', () => {
      const ownName = { type: 'string', 'x-component': 'textarea', 'x-component-props': { placeholder: '全名' } }
      const own = column({ name: ownName })
      const operations = column({ remove: { type: 'void', 'x-component': 'EditableTable.Remove' } }, { title: '操作' })
      const unknown = column({ nickname: { type: 'string' } })
      expect(columnsOf(tableOf({ own, operations, unknown }))).toEqual({
        own: {
          ...own,
          'x-component-props': { width: 160, title: '姓名' },
          properties: {
            name: { ...ownName, 'x-validator': [{ required: false, message: '请输入姓名!' }] },
          },
        },
        operations,
        unknown,
      })
      expect(columnsOf(tableOf({ own: column({ name: {} }) }, { scroll: { x: 900 } }))).toEqual({
        own: column({ name: {} }),
      })
    })
  })

  it('gives a nested list the defaults of its own entity', () => {
    const page = withEntityDefaults({
      kind: 'list',
      rowActions: [
        { kind: 'listDrawer', page: { kind: 'list', entity: 'sys-user', columns: [{ field: 'realname' }] } },
      ],
    })
    expect(page).toMatchObject({ rowActions: [{ page: { columns: [{ field: 'realname', title: '真实姓名' }] } }] })
  })

  it("gives a row's sub lists written in place the defaults a list gets: titles, widgets, endpoints, toolbar", () => {
    const sub = {
      kind: 'list',
      entity: 'jeecg-order-main',
      columns: [{ field: 'orderMoney' }],
      form: { schema: { type: 'object', properties: {} } },
    }
    const page = withEntityDefaults({
      kind: 'list',
      columns: [],
      subLists: {
        layout: 'below',
        lists: [
          { key: 'orders', title: '订单', page: sub },
          { key: 'named', title: '其他', page: 'a/B' },
        ],
      },
    })
    expect(page).toMatchObject({
      subLists: {
        layout: 'below',
        lists: [
          {
            key: 'orders',
            page: {
              columns: [{ field: 'orderMoney', title: '订单金额', render: 'money' }],
              api: { list: '/test/jeecgOrderMain/list' },
              toolbar: [
                { kind: 'add', permission: 'jeecgOrder:add' },
                { kind: 'deleteBatch', permission: 'jeecgOrder:delete' },
              ],
            },
          },
          { key: 'named', page: 'a/B' },
        ],
      },
    })
  })

  it('leaves a page without a known entity as it is', () => {
    const page = { kind: 'list', columns: [{ field: 'a' }] }
    expect(withEntityDefaults(page)).toEqual(page)
    expect(withEntityDefaults({ ...page, entity: 'nope' })).toEqual({ ...page, entity: 'nope' })
  })

  it('shows an amount field as money unless the column names its own render', () => {
    const page = withEntityDefaults({
      kind: 'list',
      entity: 'jeecg-order-main',
      columns: [{ field: 'orderMoney' }, { field: 'orderMoney', render: 'text' }, { field: 'orderCode' }],
    })
    expect(page).toMatchObject({
      columns: [
        { field: 'orderMoney', title: '订单金额', render: 'money' },
        { field: 'orderMoney', render: 'text' },
        { field: 'orderCode', title: '订单号' },
      ],
    })
    expect((page as { columns: object[] }).columns[2]).toMatchObject({ render: 'text' })
  })

  it('names every entity a page holds, so all of them are fetched before it is completed', () => {
    const page = {
      kind: 'form',
      entity: 'a',
      lists: [
        {
          title: '明细',
          page: { kind: 'list', entity: 'b', rowActions: [{ kind: 'listDrawer', page: { entity: 'c' } }] },
        },
      ],
    }
    expect(entityIds(page)).toEqual(['a', 'b', 'c'])
  })
})
