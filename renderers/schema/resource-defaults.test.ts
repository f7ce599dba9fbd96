import { beforeAll, describe, expect, it } from 'vitest'
import { loadEntity } from '../core/entities'
import { withEntityDefaults } from './entity-defaults'

type Obj = Record<string, unknown>

const STANDARD = ['list', 'add', 'edit', 'delete', 'deleteBatch', 'queryById', 'exportXls', 'importExcel']

describe("a list page's endpoints and button codes", () => {
  // ipr-customer: /ipr/customer with every endpoint, codes ipr:customer:…; sys-log: list, delete and deleteBatch of
  // /sys/log under log:; sys-dict-item: /sys/dictItem without codes.
  beforeAll(() => Promise.all(['ipr-customer', 'sys-log', 'sys-dict', 'sys-dict-item'].map(loadEntity)))

  it('take a path string as the base of every standard endpoint, with or without an entity', () => {
    const form = { schema: { type: 'object', properties: {} } }
    const page = withEntityDefaults({ kind: 'list', api: '/biz/contract', columns: [], form })
    expect(page).toEqual({
      kind: 'list',
      api: Object.fromEntries(STANDARD.map((role) => [role, `/biz/contract/${role}`])),
      columns: [],
      form,
      toolbar: [{ kind: 'add' }, { kind: 'exportXls' }, { kind: 'importExcel' }, { kind: 'deleteBatch' }],
    })
    expect(withEntityDefaults({ kind: 'list', entity: 'sys-log', api: '/x', columns: [] })).toMatchObject({
      api: { list: '/x/list', importExcel: '/x/importExcel' },
      permissionPrefix: 'log:',
    })
  })

  it("come from the entity's controller: its endpoints only, its permissionPrefix and the code of each guarded action", () => {
    const page = withEntityDefaults({
      kind: 'list',
      entity: 'sys-log',
      columns: [],
      toolbar: [{ kind: 'deleteBatch' }, { kind: 'exportXls' }],
      rowActions: [{ kind: 'detail' }, { kind: 'call', call: { method: 'get', url: '/x' } }, { kind: 'delete' }],
    })
    expect(page).toEqual({
      kind: 'list',
      entity: 'sys-log',
      api: { list: '/sys/log/list', delete: '/sys/log/delete', deleteBatch: '/sys/log/deleteBatch' },
      permissionPrefix: 'log:',
      columns: [],
      toolbar: [
        { kind: 'deleteBatch', permission: 'log:delete' },
        { kind: 'exportXls', permission: 'log:export' },
      ],
      rowActions: [
        { kind: 'detail' },
        { kind: 'call', call: { method: 'get', url: '/x' } },
        { kind: 'delete', permission: 'log:delete' },
      ],
    })
  })

  it('keep what the page writes, role by role: its own endpoints, prefix and codes', () => {
    const page = withEntityDefaults({
      kind: 'list',
      entity: 'ipr-customer',
      permissionPrefix: 'crm:',
      api: { add: '/ipr/customer/add/1', tree: '/ipr/customer/tree' },
      columns: [],
      toolbar: [{ kind: 'add' }, { kind: 'importExcel', permission: 'ipr:contact:import' }],
    })
    expect(page).toMatchObject({
      permissionPrefix: 'crm:',
      api: {
        list: '/ipr/customer/list',
        add: '/ipr/customer/add/1',
        edit: '/ipr/customer/edit',
        importExcel: '/ipr/customer/importExcel',
        tree: '/ipr/customer/tree',
      },
      toolbar: [
        { kind: 'add', permission: 'ipr:customer:add' },
        { kind: 'importExcel', permission: 'ipr:contact:import' },
      ],
    })
  })

  it('give no code where the controller has no permission prefix, and fill a nested list from its own entity', () => {
    const page = withEntityDefaults({
      kind: 'list',
      entity: 'sys-dict',
      columns: [],
      rowActions: [
        {
          kind: 'listDrawer',
          permission: 'dict:item',
          page: { kind: 'list', entity: 'sys-dict-item', columns: [], toolbar: [{ kind: 'add' }] },
        },
      ],
    })
    expect(page).toMatchObject({
      permissionPrefix: 'dict:',
      rowActions: [
        {
          permission: 'dict:item',
          page: {
            api: {
              list: '/sys/dictItem/list',
              add: '/sys/dictItem/add',
              edit: '/sys/dictItem/edit',
              delete: '/sys/dictItem/delete',
              deleteBatch: '/sys/dictItem/deleteBatch',
            },
            toolbar: [{ kind: 'add' }],
          },
        },
      ],
    })
    expect((page as { rowActions: { page: object }[] }).rowActions[0].page).not.toHaveProperty('permissionPrefix')
  })

  it("give a page without a toolbar the standard buttons of its controller's endpoints, with their codes", () => {
    const form = { schema: { type: 'object', properties: {} } }
    const toolbarOf = (page: object) =>
      (withEntityDefaults({ kind: 'list', columns: [], form, ...page }) as Obj).toolbar
    expect(toolbarOf({ entity: 'ipr-customer' })).toEqual([
      { kind: 'add', permission: 'ipr:customer:add' },
      { kind: 'exportXls', permission: 'ipr:customer:export' },
      { kind: 'importExcel', permission: 'ipr:customer:import' },
      { kind: 'deleteBatch', permission: 'ipr:customer:delete' },
    ])
    expect(toolbarOf({ entity: 'sys-log' })).toEqual([{ kind: 'deleteBatch', permission: 'log:delete' }])
    expect(toolbarOf({ entity: 'sys-dict-item' })).toEqual([{ kind: 'add' }, { kind: 'deleteBatch' }])
    expect(toolbarOf({ entity: 'sys-log', toolbar: [] })).toEqual([])
    expect(toolbarOf({ api: { list: '/x/list', delete: '/x/delete' } })).toBeUndefined()
    // 新增 opens the page's form: a list without one gets the other buttons.
    expect(toolbarOf({ entity: 'sys-dict-item', form: undefined })).toEqual([{ kind: 'deleteBatch' }])
  })

  it('leave a page without entity or api as it is', () => {
    const page = { kind: 'list', columns: [], toolbar: [{ kind: 'add' }] }
    expect(withEntityDefaults(page)).toEqual(page)
  })
})
