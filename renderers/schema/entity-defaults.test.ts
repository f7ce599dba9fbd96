import { describe, expect, it } from 'vitest'
import { withEntityDefaults } from './entity-defaults'

describe('a page that names its entity', () => {
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

  it('gives a dictionary only to an item that shows one, and keeps what the page says', () => {
    const page = withEntityDefaults({
      kind: 'list',
      entity: 'sys-user',
      search: [{ field: 'sex' }, { field: 'status', component: 'dict', dict: 'my_status' }],
      columns: [{ field: 'sex' }],
    })
    expect(page).toMatchObject({
      search: [
        { field: 'sex', title: '性别' },
        { field: 'status', dict: 'my_status' },
      ],
      columns: [{ field: 'sex', title: '性别' }],
    })
    expect((page as { columns: object[] }).columns[0]).not.toHaveProperty('dict')
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
                sex: { type: 'string', 'x-component': 'DictSelect' },
                realname: { type: 'string', title: '姓名', 'x-component': 'Input' },
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
              },
            },
          },
        },
      },
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

  it('leaves a page without a known entity as it is', () => {
    const page = { kind: 'list', columns: [{ field: 'a' }] }
    expect(withEntityDefaults(page)).toEqual(page)
    expect(withEntityDefaults({ ...page, entity: 'nope' })).toEqual({ ...page, entity: 'nope' })
  })

  it('shows an amount field as money unless the column names its own render', () => {
    const page = withEntityDefaults({
      kind: 'list',
      entity: 'ipr-expense',
      columns: [{ field: 'amount' }, { field: 'amount', render: 'text' }, { field: 'feeName' }],
    })
    expect(page).toMatchObject({
      columns: [
        { field: 'amount', title: '金额', render: 'money' },
        { field: 'amount', render: 'text' },
        { field: 'feeName', title: '费用名称' },
      ],
    })
    expect((page as { columns: object[] }).columns[2]).not.toHaveProperty('render')
  })
})
