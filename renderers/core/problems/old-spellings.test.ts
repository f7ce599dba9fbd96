import { describe, expect, it } from 'vitest'
import { oldSpellings, withOldSpellings } from './check-spellings'

describe('a schema in an old spelling', () => {
  it('names the new key where an old one is written', () => {
    const page = {
      kind: 'list',
      columns: [{ field: 'a' }, { dataIndex: 'b', title: 'B' }],
      search: [{ field: 'a', label: 'A' }],
      defaultSort: { column: 'a', order: 'asc' },
      advancedQuery: { fields: [{ field: 'a', label: 'A' }] },
    }
    expect(oldSpellings(page, 'listPage').problems).toEqual([
      { pointer: '/search/0/label', message: '已改名为 title' },
      { pointer: '/columns/1/dataIndex', message: '已改名为 field' },
      { pointer: '/defaultSort/column', message: '已改名为 field' },
      { pointer: '/advancedQuery/fields/0/label', message: '已改名为 title' },
    ])
  })

  it('names the new value where an old one is written', () => {
    const page = {
      kind: 'list',
      toolbar: [{ kind: 'add' }, { kind: 'batchDelete' }, { kind: 'export', label: '导出' }],
      search: [{ field: 'createTime', title: '创建时间', component: 'date-range' }],
    }
    expect(oldSpellings(page, 'listPage').problems).toEqual([
      { pointer: '/search/0/component', message: '"date-range" 已改名为 "dateRange"' },
      { pointer: '/toolbar/1/kind', message: '"batchDelete" 已改名为 "deleteBatch"' },
      { pointer: '/toolbar/2/label', message: '已改名为 title' },
      { pointer: '/toolbar/2/kind', message: '"export" 已改名为 "exportXls"' },
    ])
  })

  it('says where a moved endpoint lives now', () => {
    const page = { kind: 'list', tree: { url: '/tree', childrenKey: 'kids' } }
    expect(oldSpellings(page, 'listPage').problems).toEqual([
      { pointer: '/tree/childrenKey', message: '已改名为 childrenField' },
      { pointer: '/tree/url', message: '已移到 页面的 api.tree' },
    ])
    const picker = { kind: 'picker', layout: 'tree-table', listUrl: '/list', tree: { url: '/tree' } }
    expect(oldSpellings(picker, 'picker').problems).toEqual([
      { pointer: '/listUrl', message: '已改名为 api.list' },
      { pointer: '/layout', message: '"tree-table" 已改名为 "treeTable"' },
      { pointer: '/tree/url', message: '已移到 选择器的 api.tree' },
    ])
  })

  it('finds old spellings however deep: tabs, nested lists, form fields, form pages', () => {
    const nested = {
      kind: 'list',
      tabs: [{ key: 'a', label: 'A', columns: [{ dataIndex: 'x', title: 'X' }] }],
      rowActions: [
        { kind: 'list-drawer', page: { kind: 'list', columns: [{ dataIndex: 'y', title: 'Y' }] } },
        { kind: 'tree-assign', treeAssign: { treeUrl: '/t', checkedUrl: '/c', saveUrl: '/s' } },
      ],
    }
    expect(oldSpellings(nested, 'listPage').problems.map(({ pointer }) => pointer)).toEqual([
      '/tabs/0/label',
      '/tabs/0/columns/0/dataIndex',
      '/rowActions/0/kind',
      '/rowActions/0/page/columns/0/dataIndex',
      '/rowActions/1/kind',
      '/rowActions/1/treeAssign/treeUrl',
      '/rowActions/1/treeAssign/checkedUrl',
      '/rowActions/1/treeAssign/saveUrl',
    ])
    const formPage = {
      kind: 'form',
      submitLabel: '保存',
      form: {
        schema: {
          type: 'object',
          properties: {
            items: { type: 'array', items: { properties: { sex: { 'x-component-props': { dictCode: 'sex' } } } } },
          },
        },
      },
    }
    expect(oldSpellings(formPage, 'formPage').problems).toEqual([
      { pointer: '/submitLabel', message: '已改名为 submitTitle' },
      {
        pointer: '/form/schema/properties/items/items/properties/sex/x-component-props/dictCode',
        message: '已改名为 dict',
      },
    ])
  })

  it('names the widget type where an old form or search component is written', () => {
    const page = {
      kind: 'list',
      search: [{ field: 'name', title: '名称', component: 'input' }],
      form: {
        schema: {
          type: 'object',
          properties: {
            sex: { 'x-component': 'DictRadio', 'x-component-props': { dict: 'sex' } },
            birthday: { 'x-component': 'DatePicker' },
            owner: { 'x-component': 'JSearchSelectTag' },
            name: { 'x-component': 'text', 'x-decorator': 'FormItem' },
          },
        },
      },
    }
    expect(oldSpellings(page, 'listPage').problems).toEqual([
      { pointer: '/search/0/component', message: '"input" 已改名为 "text"' },
      {
        pointer: '/form/schema/properties/sex/x-component',
        message: '"DictRadio" 已改名为 dict，x-component-props.type 为 radio',
      },
      {
        pointer: '/form/schema/properties/birthday/x-component',
        message: '"DatePicker" 已改名为 date，带时间（showTime）的为 datetime',
      },
      { pointer: '/form/schema/properties/owner/x-component', message: '"JSearchSelectTag" 已改名为 "searchSelect"' },
    ])
  })

  it("names a remote select's and a form loader's new props, leaving other widgets' props alone", () => {
    const page = {
      kind: 'list',
      form: {
        loaders: [{ field: 'roles', url: '/sys/user/queryUserRole', params: { userid: '{{record.id}}' } }],
        schema: {
          type: 'object',
          properties: {
            parentId: {
              'x-component': 'remoteSelect',
              'x-component-props': {
                url: '/sys/sysDepart/queryTreeList',
                labelKey: 't',
                valueKey: 'k',
                childrenKey: 'c',
              },
            },
            link: { 'x-component': 'CodeEditor', 'x-component-props': { url: 'https://example.com' } },
          },
        },
      },
    }
    const props = '/form/schema/properties/parentId/x-component-props'
    expect(oldSpellings(page, 'listPage').problems).toEqual([
      { pointer: '/form/loaders/0/url', message: '已改名为 api' },
      { pointer: `${props}/url`, message: '已改名为 api.list' },
      { pointer: `${props}/labelKey`, message: '已改名为 titleField' },
      { pointer: `${props}/valueKey`, message: '已改名为 keyField' },
      { pointer: `${props}/childrenKey`, message: '已改名为 childrenField' },
    ])
  })

  it('leaves the new spellings, and things that only look alike, alone', () => {
    const page = {
      kind: 'list',
      search: [{ field: 'status', title: '状态', options: [{ value: '1', label: '正常' }] }],
      columns: [{ field: 'dictCode', title: '字典编号' }],
      toolbar: [{ kind: 'deleteBatch' }],
    }
    expect(oldSpellings(page, 'listPage').problems).toEqual([])
    expect(oldSpellings('not a schema', 'listPage').problems).toEqual([])
  })

  it('replaces what the meta-schema says about the old name and the missing new one, keeping the rest', () => {
    const renamed = oldSpellings({ kind: 'list', columns: [{ dataIndex: 'a', width: '1' }] }, 'listPage')
    const ajv = [
      { pointer: '/columns/0/dataIndex', message: '不认识的属性 "dataIndex"' },
      { pointer: '/columns/0', message: '缺少必填属性 "field"' },
      { pointer: '/columns/0', message: '缺少必填属性 "title"' },
      { pointer: '/columns/0/width', message: '类型应为 integer' },
    ]
    expect(withOldSpellings(renamed, ajv)).toEqual([
      { pointer: '/columns/0/dataIndex', message: '已改名为 field' },
      ajv[2],
      ajv[3],
    ])
  })
})
