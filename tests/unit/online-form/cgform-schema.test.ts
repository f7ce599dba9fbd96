import { describe, expect, it } from 'vitest'
import type { FormilyNode, ListPageSchema } from '@renderers/generated/schema-language'
import { validatePage } from '@renderers/schema/validate-page'
import { appSemanticContext } from '../../support/engine'
import { resolveTemplate } from '@renderers/core/expression'
import { visibleWhen } from '@/pages/online/cgform/cgform-buttons'
import { cgformPage } from '@/pages/online/cgform/cgform-schema'
import {
  columnsAnswer,
  FIELD_SHOW_TYPES,
  formItemAnswer,
  mainColumnsAnswer,
  mainFormItem,
  queryInfoAnswer,
  treeColumnsAnswer,
  treeFormItem,
} from './recorded-answers'

const single = () => cgformPage(columnsAnswer, queryInfoAnswer, formItemAnswer)
const formProperties = (page: ListPageSchema) => page.form!.schema.properties!
const node = (page: ListPageSchema, name: string): FormilyNode => formProperties(page)[name]
const tree = () => cgformPage(treeColumnsAnswer, [], treeFormItem)
/** The main fields of a form laid out in columns: the grid's fields. */
const gridFields = (page: ListPageSchema) => Object.keys(node(page, 'grid').properties!)

describe('the online form translator', () => {
  it('gives a page the engine accepts, for a single table and for every theme of a main table', async () => {
    const pages = [
      single().page,
      tree().page,
      ...['normal', 'tab', 'erp', 'innerTable'].map(
        (theme) => cgformPage(mainColumnsAnswer, [], mainFormItem(theme)).page,
      ),
    ]
    // The recorded forms name the 性别 dictionary, which a signed-in session has cached.
    const context = appSemanticContext()
    const signedIn = { ...context, dictCodes: new Set([...context.dictCodes, 'sex']) }
    for (const page of pages) {
      const validation = await validatePage(page, signedIn)
      expect(validation.ok ? [] : validation.problems).toEqual([])
    }
  })

  it('draws every fieldShowType with its widget; an unknown one is a text input listed for the notice', () => {
    const { page, unknownViews } = single()
    const components = Object.fromEntries(
      FIELD_SHOW_TYPES.map((view) => [view, node(page, `f_${view}`)['x-component']]),
    )
    expect(components).toEqual({
      text: 'text',
      password: 'password',
      textarea: 'textarea',
      list: 'dict',
      radio: 'dict',
      checkbox: 'dict',
      list_multi: 'dict',
      switch: 'radio',
      date: 'date',
      datetime: 'datetime',
      time: 'time',
      file: 'file',
      image: 'image',
      umeditor: 'RichTextEditor',
      markdown: 'MarkdownEditor',
      sel_search: 'searchSelect',
      popup: 'popupPicker',
      cat_tree: 'category',
      sel_tree: 'treeSelect',
      sel_user: 'picker',
      sel_depart: 'picker',
      pca: 'JAreaLinkage',
      link_down: 'dict',
      link_table: 'text',
    })
    expect(node(page, 'f_radio')['x-component-props']).toMatchObject({ type: 'radio' })
    expect(node(page, 'f_checkbox')['x-component-props']).toMatchObject({ type: 'checkbox' })
    expect(unknownViews).toEqual(['link_table'])
  })

  it('keeps the values as the server stores them: comma lists, switch values, date formats, dictionaries', () => {
    const { page } = single()
    expect(node(page, 'f_list_multi')['x-component-props']).toMatchObject({
      dict: 'sex',
      mode: 'multiple',
      separator: ',',
    })
    expect(node(page, 'f_checkbox')['x-component-props']).toMatchObject({ dict: 'sex', separator: ',' })
    expect(node(page, 'f_switch').enum).toEqual([
      { value: '1', label: '是' },
      { value: '0', label: '否' },
    ])
    expect(node(page, 'f_date')['x-component-props']).toMatchObject({ format: 'YYYY-MM-DD' })
    expect(node(page, 'f_datetime')['x-component-props']).toMatchObject({ format: 'YYYY-MM-DD HH:mm:ss' })
    expect(node(page, 'f_sel_search')['x-component-props']).toMatchObject({ dict: 'sys_user,realname,username' })
    expect(node(page, 'f_popup')['x-component-props']).toMatchObject({
      code: 'report_user',
      destFields: 'f_text,f_password',
    })
    expect(node(page, 'f_sel_user')['x-component-props']).toEqual({ picker: 'user' })
    expect(node(page, 'f_link_down')['x-component-props']).toMatchObject({ dict: 'sys_category,name,code' })
  })

  it('marks required fields, checks validation patterns and keeps read-only fields disabled', () => {
    const { page } = single()
    expect(node(page, 'f_text')).toMatchObject({
      required: true,
      'x-validator': [{ pattern: '^1[3456789]\\d{9}$', message: '请输入正确的手机号码' }],
    })
    expect(node(page, 'age')).toMatchObject({ type: 'number', 'x-component': 'number', 'x-pattern': 'disabled' })
  })

  it('turns single and range query modes into search inputs, the collapsed ones behind 展开', () => {
    expect(single().page.search).toEqual([
      { field: 'name', title: '用户名', component: 'text', rule: 'eq' },
      { field: 'sex', title: '性别', component: 'dict', rule: 'eq', dict: 'sex' },
      { field: 'age', title: '年龄', component: 'numberRange', rule: 'range', advanced: true },
      { field: 'birthday', title: '生日', component: 'dateRange', rule: 'range', advanced: true },
      { field: 'descc', title: '描述', component: 'text', rule: 'like', advanced: true },
    ])
  })

  it('shows dictionary, date, image and file cells and cuts long text', () => {
    const columns = Object.fromEntries(single().page.columns.map((column) => [column.field, column]))
    expect(columns.sex).toMatchObject({
      render: 'dict',
      options: [
        { value: '1', label: '男' },
        { value: '2', label: '女' },
      ],
    })
    expect(columns.birthday.render).toBe('date')
    expect(columns.top_pic.render).toBe('image')
    expect(columns.file_kk.render).toBe('file')
    expect(columns.descc.ellipsis).toBe(12)
    expect(columns.name.sorter).toBe(true)
  })

  it('sends to the controller’s endpoints with the form id and the row ids in the path', () => {
    const { api } = single().page
    expect(api).toEqual({
      list: '/online/cgform/api/getData/d35109c3632c4952a19ecc094943dd71',
      add: '/online/cgform/api/form/d35109c3632c4952a19ecc094943dd71',
      edit: '/online/cgform/api/form/d35109c3632c4952a19ecc094943dd71',
      queryById: '/online/cgform/api/form/d35109c3632c4952a19ecc094943dd71/{{record.id}}',
      delete: '/online/cgform/api/form/d35109c3632c4952a19ecc094943dd71/{{record.id}}',
      deleteBatch: '/online/cgform/api/form/d35109c3632c4952a19ecc094943dd71/{{selectedIds}}',
      exportXls: '/online/cgform/api/exportXls/d35109c3632c4952a19ecc094943dd71',
      importExcel: '/online/cgform/api/importXls/d35109c3632c4952a19ecc094943dd71',
    })
  })

  it('exports with the list’s query as the one JSON parameter paramsStr the server reads', () => {
    expect(single().page.toolbar).toContainEqual({ kind: 'exportXls', paramsStr: true })
  })

  it('says once that JS enhancements are not run', () => {
    expect(single().hasEnhanceJs).toBe(true)
    expect(cgformPage(mainColumnsAnswer, [], mainFormItem('normal')).hasEnhanceJs).toBe(false)
  })

  it('leaves out the buttons hideColumns withholds and the selection when checkboxFlag is N, and pages not at all when paginationFlag is N', () => {
    const { page } = cgformPage(mainColumnsAnswer, [], mainFormItem('normal'))
    expect(page.toolbar?.map((action) => action.kind)).toEqual(['add'])
    expect(page.selection).toBe(false)
    expect(page.pagination).toBe(false)
    expect(page.fixedParams).toEqual({ pageSize: -521 })
  })

  describe('themes of a main table', () => {
    const paneTitles = (schema: FormilyNode | undefined) =>
      Object.values(schema?.properties ?? {}).map((pane) => pane['x-component-props']?.tab as string)

    it('normal: the main fields, then each sub table as an editable grid in a tab below them', () => {
      const { page } = cgformPage(mainColumnsAnswer, [], mainFormItem('normal'))
      expect(Object.keys(formProperties(page))).toEqual(['grid', 'subTables'])
      expect(gridFields(page)).toEqual(['order_code'])
      expect(paneTitles(node(page, 'subTables'))).toEqual(['订单产品明细', '订单客户'])
      const grid = node(page, 'subTables').properties!.test_order_customerPane.properties!.test_order_customer
      expect(grid).toMatchObject({ type: 'array', 'x-component': 'EditableTable' })
      expect(grid.items!.properties!.nameColumn.properties!.name).toMatchObject({
        required: true,
        'x-component': 'text',
      })
      expect(grid.items!.properties!.sexColumn.properties!.sex.enum).toEqual([
        { value: '1', label: '男' },
        { value: '2', label: '女' },
      ])
    })

    it('tab: the main fields are the first tab beside the sub tables', () => {
      const { page } = cgformPage(mainColumnsAnswer, [], mainFormItem('tab'))
      expect(Object.keys(formProperties(page))).toEqual(['tabs'])
      expect(paneTitles(node(page, 'tabs'))).toEqual(['测试订单主表', '订单产品明细', '订单客户'])
    })

    it('erp: the form holds the main fields only; under the list, the chosen row’s sub tables as editable lists', () => {
      const { page } = cgformPage(mainColumnsAnswer, [], mainFormItem('erp'))
      expect(gridFields(page)).toEqual(['order_code'])
      expect(page.rowActions!.map((action) => action.kind)).not.toContain('listDrawer')
      expect(page.subLists?.layout).toBe('below')
      expect(page.subLists?.lists.map((sub) => sub.title)).toEqual(['订单产品明细', '订单客户'])
      expect(page.subLists?.lists[1].page).toMatchObject({
        api: { list: '/online/cgform/api/getData/41de7884bf9a42b7a2c5918f9f765dff' },
        fixedParams: { order_id: '{{parent.id}}', tabletype: 3 },
        pagination: { pageSize: 5 },
        toolbar: [{ kind: 'add', initialValues: { order_id: '{{parent.id}}' } }],
      })
    })

    it('innerTable: a row expands to its sub rows, read-only and unpaged, and the form edits them in tabs', () => {
      const { page } = cgformPage(mainColumnsAnswer, [], mainFormItem('innerTable'))
      expect(page.subLists?.layout).toBe('expand')
      expect(page.subLists?.lists).toHaveLength(2)
      expect(page.subLists?.lists[0].page).toMatchObject({ pagination: false, fixedParams: { pageSize: -521 } })
      expect(page.subLists?.lists[0].page).not.toHaveProperty('toolbar')
      expect(page.subLists?.lists[0].page).not.toHaveProperty('rowActions')
      expect(Object.keys(formProperties(page))).toEqual(['grid', 'subTables'])
    })
  })

  it('lays the form out formTemplate fields to a row, in a modal wide enough for them', () => {
    const withTemplate = (formTemplate: string) =>
      cgformPage(columnsAnswer, [], { ...formItemAnswer, head: { ...formItemAnswer.head, formTemplate } }).page
    expect(node(withTemplate('1'), 'f_text')).toBeDefined()
    for (const [template, width] of [
      ['2', 900],
      ['3', 1100],
      ['4', 1300],
    ] as const) {
      const page = withTemplate(template)
      expect(node(page, 'grid')).toMatchObject({
        'x-component': 'FormGrid',
        'x-component-props': { minColumns: Number(template), maxColumns: Number(template) },
      })
      expect(gridFields(page)).toContain('f_text')
      expect(page.form?.width).toBe(width)
    }
  })

  it('offers 高级查询 over the list columns with their input types and dictionaries, unless super_query is hidden', () => {
    const fields = single().page.advancedQuery!.fields!
    expect(fields.find((field) => field.field === 'sex')).toMatchObject({
      title: '性别',
      type: 'string',
      options: [
        { value: '1', label: '男' },
        { value: '2', label: '女' },
      ],
    })
    expect(fields.find((field) => field.field === 'age')).toMatchObject({ type: 'int', dbType: 'int' })
    expect(fields.find((field) => field.field === 'birthday')).toMatchObject({ type: 'date' })
    const hidden = cgformPage({ ...columnsAnswer, hideColumns: ['super_query'] }, [], formItemAnswer).page
    expect(hidden.advancedQuery).toBeUndefined()
  })

  it('draws a tree table: roots paged from getTreeData, children on expanding by the parent column, 添加下级 per row', () => {
    const { page } = tree()
    expect(page.api).toMatchObject({
      list: '/online/cgform/api/getTreeData/997ee931515a4620bc30a9c1246429a9',
      children: '/online/cgform/api/getTreeData/997ee931515a4620bc30a9c1246429a9',
    })
    expect(page.tree).toEqual({ parentParam: 'pid', hasChildField: 'has_child' })
    expect(page.columns[0]).toMatchObject({ field: 'type_name', align: 'left' })
    expect(page.rowActions).toContainEqual({ kind: 'add', title: '添加下级', initialValues: { pid: '{{record.id}}' } })
    expect(node(page, 'pid')).toMatchObject({
      'x-component': 'treeSelect',
      'x-component-props': { dict: 'test_shoptype_tree,type_name,id', pidValue: '0', hasChildField: 'has_child' },
    })
  })

  it('draws custom buttons the server runs in the toolbar and on rows, and names those needing JS once', () => {
    const { page, jsButtons } = tree()
    const doButton = (dataId: string, buttonCode: string) => ({
      method: 'post',
      url: '/online/cgform/api/doButton',
      body: { formId: '997ee931515a4620bc30a9c1246429a9', buttonCode, dataId },
    })
    expect(page.toolbar?.find((action) => action.title === '发布')).toMatchObject({
      kind: 'call',
      requiresSelection: true,
      call: doButton('{{selectedIds}}', 'publish'),
    })
    expect(page.rowActions?.find((action) => action.title === '审核')).toMatchObject({
      kind: 'call',
      call: doButton('{{record.id}}', 'audit'),
    })
    const titles = [...(page.toolbar ?? []), ...(page.rowActions ?? [])].map((action) => action.title)
    expect(titles).not.toContain('预览')
    expect(titles).not.toContain('校验名称')
    expect(jsButtons).toEqual(['预览', '签名'])
  })

  it('shows a row button only on the rows its exp matches', () => {
    const offShelf = tree().page.rowActions!.find((action) => action.title === '下架')!
    const shownOn = (record: Record<string, unknown>) => resolveTemplate(offShelf.visible!, { record })
    expect(shownOn({ type_name: '数码产品' })).toBe(true)
    expect(shownOn({ type_name: '服装' })).toBe(false)
  })

  it('reads exp rules as JeecgBoot does: eq and ne loosely, empty either way, in a list, anything else never', () => {
    const shown = (exp: string, record: Record<string, unknown>) => resolveTemplate(visibleWhen(exp), { record })
    expect(shown('status#eq#1', { status: 1 })).toBe(true)
    expect(shown('status#eq#1', { status: '2' })).toBe(false)
    expect(shown('status#NE#1', { status: '2' })).toBe(true)
    expect(shown('remark#empty#true', { remark: '' })).toBe(true)
    expect(shown('remark#empty#false', { remark: '' })).toBe(false)
    expect(shown('remark#empty#false', { remark: '有' })).toBe(true)
    expect(shown('level#in#A,B', { level: 'B' })).toBe(true)
    expect(shown('level#in#A,B', { level: 'C' })).toBe(false)
    expect(shown('level#like#A', { level: 'A' })).toBe(false)
    expect(shown('a-b#eq#1', { 'a-b': '1' })).toBe(false)
  })

  it('puts the server’s form buttons in the form’s footer with the row and the typed values', () => {
    const { page } = tree()
    expect(page.form?.buttons).toEqual([
      {
        title: '校验名称',
        call: {
          method: 'post',
          url: '/online/cgform/api/doButton',
          body: { formId: '997ee931515a4620bc30a9c1246429a9', buttonCode: 'checkName', dataId: '{{record.id}}' },
          valuesKey: 'uiFormData',
        },
      },
    ])
    expect(single().page.form?.buttons).toBeUndefined()
  })
})
