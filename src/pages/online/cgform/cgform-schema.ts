import type {
  Action,
  Column,
  FormilyNode,
  ListPageSchema,
  QueryField,
  SearchItem,
} from '@renderers/generated/schema-language'
import { formButtons, listButtons, type OnlButton } from './cgform-buttons'

/**
 * The online form's config as JeecgBoot's `OnlCgformApiController` answers it (getColumns, getQueryInfo,
 * getFormItem), translated here — once, at the edge — into the engine's list page with its Formily form, so the list
 * and form renderers draw an online form like any bundled screen.
 */

export interface DictItem {
  value: string | number | null
  text?: string | null
  label?: string | null
}

export interface OnlColumn {
  title: string
  dataIndex: string
  customRender?: string | null
  scopedSlots?: { customRender?: string } | null
  showLength?: number | null
  sorter?: boolean | null
  dbType?: string | null
}

export interface OnlineColumns {
  code: string
  tableType: number
  description: string
  paginationFlag: string
  checkboxFlag: string
  columns: OnlColumn[]
  dictOptions?: Record<string, DictItem[]>
  hideColumns?: string[]
  enhanceJs?: string | null
  cgButtonList?: OnlButton[]
  /** Tree tables only: the parent column, the has-children flag column and the column drawn as the tree. */
  pidField?: string | null
  hasChildrenField?: string | null
  textField?: string | null
}

export interface QueryItem {
  label: string
  field: string
  mode?: string
  view: string
  dictCode?: string | null
  dictTable?: string | null
  dictText?: string | null
  pcode?: string | null
  hidden?: string
}

export interface FormProperty {
  type?: string
  title: string
  view: string
  order?: number
  defVal?: string
  ui?: { widgetattrs?: { disabled?: boolean } }
  enum?: DictItem[]
  dictCode?: string | null
  dictTable?: string | null
  dictText?: string | null
  pattern?: string
  errorInfo?: string
  code?: string
  destFields?: string
  orgFields?: string
  popupMulti?: boolean
  dict?: string
  pidField?: string
  pidValue?: string
  hasChildField?: string
  pcode?: string
  config?: unknown
  extendOption?: [string, string]
  // A sub table (view `tab`).
  id?: string
  key?: string
  describe?: string
  relationType?: number
  foreignKey?: string
  columns?: GridColumn[]
  properties?: Record<string, FormProperty>
  required?: string[]
}

export interface GridColumn {
  title: string
  key: string
  type: string
  options?: DictItem[]
  validateRules?: { required?: boolean; pattern?: string; message?: string }[]
  customValue?: [string, string]
  disabled?: boolean
}

export interface FormItem {
  schema: { required?: string[]; properties: Record<string, FormProperty> }
  head: { themeTemplate?: string; formTemplate?: string; tableTxt?: string }
  enhanceJs?: string | null
  /** Buttons of the form's footer (style `form`). */
  cgButtonList?: OnlButton[]
}

/** What the page draws, and what it says discreetly about what it does not. */
export interface CgformPage {
  page: ListPageSchema
  /** fieldShowTypes this runtime does not know: drawn as text inputs. */
  unknownViews: string[]
  /** The form has JS enhancements, which are never executed here (they would need eval). */
  hasEnhanceJs: boolean
  /** Custom buttons whose action is a JS enhancement: not drawn, named once in the notice. */
  jsButtons: string[]
}

const API = '/online/cgform/api'
const NUMBER_TYPES = new Set(['int', 'integer', 'double', 'bigdecimal', 'number'])
const CHOICE_VIEWS = new Set(['list', 'radio', 'checkbox', 'list_multi', 'switch'])
const MULTI_VIEWS = new Set(['checkbox', 'list_multi'])
const DATE_FORMAT = 'YYYY-MM-DD'
const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'

const optionsOf = (items: readonly DictItem[] | undefined) =>
  (items ?? []).map((item) => ({
    value: String(item.value ?? ''),
    label: String(item.text ?? item.label ?? item.value),
  }))

/** The engine's dictionary code of a property: a plain code, or `table,text,code`. */
function dictOf(source: { dictCode?: string | null; dictTable?: string | null; dictText?: string | null }) {
  if (!source.dictCode) return undefined
  return source.dictTable ? `${source.dictTable},${source.dictText},${source.dictCode}` : source.dictCode
}

const fullWidth = { style: { width: '100%' } }

/** The Formily widget of one form property by its view (`fieldShowType`); unknown views are recorded. */
function widgetOf(
  property: FormProperty,
  unknown: Set<string>,
): Pick<FormilyNode, 'x-component' | 'x-component-props' | 'enum'> {
  const dict = dictOf(property)
  const multi = MULTI_VIEWS.has(property.view)
  switch (property.view) {
    case 'text':
    case 'input':
    case 'hidden':
      return { 'x-component': 'text' }
    case 'password':
      return { 'x-component': 'password' }
    case 'textarea':
      return { 'x-component': 'textarea', 'x-component-props': { rows: 3 } }
    case 'number':
      return { 'x-component': 'number', 'x-component-props': fullWidth }
    case 'list':
    case 'list_multi':
      return dict
        ? {
            'x-component': 'dict',
            'x-component-props': { dict, allowClear: true, ...(multi ? { mode: 'multiple', separator: ',' } : {}) },
          }
        : {
            'x-component': 'select',
            'x-component-props': { allowClear: true, ...(multi ? { mode: 'multiple' } : {}) },
            enum: optionsOf(property.enum),
          }
    case 'radio':
      return dict
        ? { 'x-component': 'dict', 'x-component-props': { dict, type: 'radio' } }
        : { 'x-component': 'radio', enum: optionsOf(property.enum) }
    case 'checkbox':
      return dict
        ? { 'x-component': 'dict', 'x-component-props': { dict, type: 'checkbox', separator: ',' } }
        : { 'x-component': 'checkbox', enum: optionsOf(property.enum) }
    case 'switch': {
      const [on, off] = property.extendOption ?? ['Y', 'N']
      return {
        'x-component': 'radio',
        enum: [
          { value: on, label: '是' },
          { value: off, label: '否' },
        ],
      }
    }
    case 'date':
      return { 'x-component': 'date', 'x-component-props': { format: DATE_FORMAT, ...fullWidth } }
    case 'datetime':
      return {
        'x-component': 'datetime',
        'x-component-props': { format: DATETIME_FORMAT, ...fullWidth },
      }
    case 'time':
      return { 'x-component': 'time', 'x-component-props': { format: 'HH:mm:ss', ...fullWidth } }
    case 'file':
      return { 'x-component': 'file' }
    case 'image':
      return { 'x-component': 'image' }
    case 'umeditor':
      return { 'x-component': 'RichTextEditor' }
    case 'markdown':
      return { 'x-component': 'MarkdownEditor' }
    case 'sel_search':
      return { 'x-component': 'searchSelect', 'x-component-props': { dict: dictOf(property), async: true } }
    case 'popup':
      return {
        'x-component': 'popupPicker',
        'x-component-props': {
          code: property.code,
          orgFields: property.orgFields,
          destFields: property.destFields,
          multi: !!property.popupMulti,
        },
      }
    case 'cat_tree':
      return { 'x-component': 'category', 'x-component-props': { pcode: property.pcode } }
    case 'sel_tree':
      return {
        'x-component': 'treeSelect',
        'x-component-props': {
          dict: property.dict,
          pidField: property.pidField,
          pidValue: property.pidValue,
          hasChildField: property.hasChildField,
        },
      }
    case 'sel_user':
      return { 'x-component': 'picker', 'x-component-props': { picker: 'user' } }
    case 'sel_depart':
      return { 'x-component': 'picker', 'x-component-props': { picker: 'depart' } }
    case 'pca':
      return { 'x-component': 'JAreaLinkage', 'x-component-props': { type: 'cascader' } }
    case 'link_down':
      return linkDownWidget(property)
    default:
      unknown.add(property.view)
      return { 'x-component': 'text' }
  }
}

/** link_down: the first level of its cascade (`{table, txt, key}` of the config) as a table dictionary. */
function linkDownWidget(property: FormProperty): Pick<FormilyNode, 'x-component' | 'x-component-props'> {
  type LinkDownConfig = { table?: string; txt?: string; key?: string }
  let config: LinkDownConfig = {}
  try {
    const parsed: unknown = typeof property.config === 'string' ? JSON.parse(property.config) : property.config
    config = parsed ?? {}
  } catch {
    // An unreadable config leaves a plain input.
  }
  return config.table && config.txt && config.key
    ? {
        'x-component': 'dict',
        'x-component-props': { dict: `${config.table},${config.txt},${config.key}`, allowClear: true },
      }
    : { 'x-component': 'text' }
}

/** A plain default (not a `#{sysUserCode}`, `{{js}}` or `${fillRule}` expression, which only the server evaluates). */
const plainDefault = (value: string | undefined) => (value && !/[#$]\{|\{\{/.test(value) ? value : undefined)

function formNode(property: FormProperty, required: boolean, unknown: Set<string>): FormilyNode {
  const node: FormilyNode = {
    type: NUMBER_TYPES.has(property.type ?? '') ? 'number' : 'string',
    title: property.title,
    ...widgetOf(property, unknown),
  }
  if (property.view === 'hidden') node['x-display'] = 'hidden'
  if (required) node.required = true
  if (property.pattern)
    node['x-validator'] = [{ pattern: property.pattern, message: property.errorInfo ?? '输入的值不合法' }]
  if (property.ui?.widgetattrs?.disabled) node['x-pattern'] = 'disabled'
  const defVal = plainDefault(property.defVal)
  if (defVal !== undefined) node.default = defVal
  node['x-index'] = property.order ?? 0
  return node
}

/** The cell widget of a sub table's grid column (JVxeTable's types). */
function cellOf(column: GridColumn, unknown: Set<string>): FormilyNode {
  const options = optionsOf(column.options)
  const required = column.validateRules?.some((rule) => rule.required)
  const pattern = column.validateRules?.find((rule) => rule.pattern)
  const base: FormilyNode = {
    type: column.type === 'inputNumber' ? 'number' : 'string',
    ...(required ? { required: true } : {}),
    ...(pattern ? { 'x-validator': [{ pattern: pattern.pattern, message: pattern.message ?? '输入的值不合法' }] } : {}),
    ...(column.disabled ? { 'x-pattern': 'disabled' as const } : {}),
  }
  switch (column.type) {
    case 'input':
      return { ...base, 'x-component': 'text' }
    case 'inputNumber':
      return { ...base, 'x-component': 'number', 'x-component-props': fullWidth }
    case 'select':
    case 'radio':
    case 'sel_search':
      return { ...base, 'x-component': 'select', 'x-component-props': { allowClear: true }, enum: options }
    case 'list_multi':
      return { ...base, 'x-component': 'select', 'x-component-props': { mode: 'multiple' }, enum: options }
    case 'checkbox': {
      const [on, off] = column.customValue ?? ['Y', 'N']
      return {
        ...base,
        'x-component': 'select',
        enum: [
          { value: on, label: '是' },
          { value: off, label: '否' },
        ],
      }
    }
    case 'date':
      return { ...base, 'x-component': 'date', 'x-component-props': { format: DATE_FORMAT, ...fullWidth } }
    case 'datetime':
      return {
        ...base,
        'x-component': 'datetime',
        'x-component-props': { format: DATETIME_FORMAT, ...fullWidth },
      }
    case 'image':
    case 'file':
      return { ...base, 'x-component': 'uploadCell', 'x-component-props': { kind: column.type } }
    case 'sel_user':
      return { ...base, 'x-component': 'picker', 'x-component-props': { picker: 'user' } }
    case 'sel_depart':
      return { ...base, 'x-component': 'picker', 'x-component-props': { picker: 'depart' } }
    case 'popup':
      return { ...base, 'x-component': 'text' }
    default:
      unknown.add(column.type)
      return { ...base, 'x-component': 'text' }
  }
}

/** A one-to-one sub table's properties as the grid columns a one-to-many one has. */
const columnsOfOneToOne = (sub: FormProperty): GridColumn[] =>
  Object.entries(sub.properties ?? {}).map(([key, property]) => ({
    key,
    title: property.title,
    type: NUMBER_TYPES.has(property.type ?? '') ? 'inputNumber' : CHOICE_VIEWS.has(property.view) ? 'select' : 'input',
    options: property.enum,
    validateRules: sub.required?.includes(key) ? [{ required: true }] : [],
  }))

/** A sub table as an editable grid: a row per sub row, its columns the sub table's form fields. */
function subTableNode(sub: FormProperty, unknown: Set<string>): FormilyNode {
  const columns = sub.columns ?? columnsOfOneToOne(sub)
  const cells = Object.fromEntries(
    columns.map((column): [string, FormilyNode] => [
      `${column.key}Column`,
      {
        type: 'void',
        'x-component': 'EditableTable.Column',
        'x-component-props': { title: column.title, width: 180 },
        properties: { [column.key]: cellOf(column, unknown) },
      },
    ]),
  )
  return {
    type: 'array',
    'x-component': 'EditableTable',
    'x-component-props': { selectable: true, scroll: { x: columns.length * 180 + 120 } },
    items: {
      type: 'object',
      properties: {
        indexColumn: {
          type: 'void',
          'x-component': 'EditableTable.Column',
          'x-component-props': { title: '#', width: 60, align: 'center' },
          properties: { index: { type: 'void', 'x-component': 'EditableTable.Index' } },
        },
        ...cells,
        operations: {
          type: 'void',
          'x-component': 'EditableTable.Column',
          'x-component-props': { title: '操作', width: 80 },
          properties: { remove: { type: 'void', 'x-component': 'EditableTable.Remove' } },
        },
      },
    },
    properties: { add: { type: 'void', 'x-component': 'EditableTable.Addition', title: '新增' } },
  }
}

/** `formTemplate`: how many fields a row of the form holds, '1' to '4' (anything else: one). */
const columnsPerRow = (formItem: FormItem): number => {
  const count = Number(formItem.head.formTemplate)
  return Number.isInteger(count) && count >= 1 && count <= 4 ? count : 1
}

/** Fields laid out `count` to a row; one to a row needs no grid. */
const inColumns = (fields: Record<string, FormilyNode>, count: number): Record<string, FormilyNode> =>
  count === 1
    ? fields
    : {
        grid: {
          type: 'void',
          'x-component': 'FormGrid',
          'x-component-props': { minColumns: count, maxColumns: count, columnGap: 16 },
          properties: fields,
        },
      }

/** The modal grows with the fields per row, so each keeps room for its label and input. */
const FORM_WIDTHS = [800, 900, 1100, 1300]

const tabPane = (title: string, properties: Record<string, FormilyNode>): FormilyNode => ({
  type: 'void',
  'x-component': 'FormTab.TabPane',
  'x-component-props': { tab: title },
  properties,
})

const subTablesOf = (formItem: FormItem) =>
  Object.entries(formItem.schema.properties)
    .filter(([, property]) => property.view === 'tab')
    .sort(([, a], [, b]) => (a.order ?? 0) - (b.order ?? 0))

/**
 * The form of the online form by its theme: the main fields, then (normal, innerTable) the sub tables as tabs below
 * them, or (tab) the main fields as the first tab beside them; the ERP theme edits sub tables in their own lists.
 */
function formSchema(formItem: FormItem, unknown: Set<string>): FormilyNode {
  const required = new Set(formItem.schema.required ?? [])
  const main = inColumns(
    Object.fromEntries(
      Object.entries(formItem.schema.properties)
        .filter(([, property]) => property.view !== 'tab')
        .map(([name, property]) => [name, formNode(property, required.has(name), unknown)]),
    ),
    columnsPerRow(formItem),
  )
  const theme = formItem.head.themeTemplate ?? 'normal'
  const subs = theme === 'erp' ? [] : subTablesOf(formItem)
  if (subs.length === 0) return { type: 'object', properties: main }
  const subPanes = Object.fromEntries(
    subs.map(([name, sub]) => [`${name}Pane`, tabPane(sub.describe ?? name, { [name]: subTableNode(sub, unknown) })]),
  )
  if (theme === 'tab')
    return {
      type: 'object',
      properties: {
        tabs: {
          type: 'void',
          'x-component': 'FormTab',
          properties: { mainPane: tabPane(formItem.head.tableTxt ?? '主表', main), ...subPanes },
        },
      },
    }
  return {
    type: 'object',
    properties: { ...main, subTables: { type: 'void', 'x-component': 'FormTab', properties: subPanes } },
  }
}

/** A cell of the list by its column: dictionary items inline, the date, image, file and editor slots. */
function listColumn(column: OnlColumn, dictOptions: OnlineColumns['dictOptions']): Column {
  const options = column.customRender ? optionsOf(dictOptions?.[column.customRender]) : []
  const slot = column.scopedSlots?.customRender
  const render = options.length
    ? 'dict'
    : slot === 'dateSlot'
      ? 'date'
      : slot === 'imgSlot'
        ? 'image'
        : slot === 'fileSlot'
          ? 'file'
          : undefined
  return {
    field: column.dataIndex,
    title: column.title,
    align: 'center',
    ...(render ? { render } : {}),
    ...(options.length ? { options } : {}),
    ...(column.sorter ? { sorter: true } : {}),
    ...(column.showLength ? { ellipsis: column.showLength } : {}),
  }
}

/** A query item as a search input: single value (as typed, the server's QueryGenerator rules apply) or a range. */
function searchItem(item: QueryItem, columns: OnlineColumns): SearchItem {
  const base = { field: item.field, title: item.label, ...(item.hidden === '1' ? { advanced: true } : {}) }
  const range = item.mode === 'group'
  const rule = item.mode === 'like' ? 'like' : 'eq'
  const column = columns.columns.find((candidate) => candidate.dataIndex === item.field)
  const numeric = NUMBER_TYPES.has((column?.dbType ?? '').toLowerCase())
  const dict = dictOf(item)
  if (item.view === 'sel_search' && dict) return { ...base, component: 'searchSelect', rule: 'eq', dict }
  if (item.view === 'cat_tree' && item.pcode) return { ...base, component: 'category', dict: item.pcode }
  if (CHOICE_VIEWS.has(item.view)) {
    if (dict) return { ...base, component: 'dict', rule: 'eq', dict }
    const options = optionsOf(columns.dictOptions?.[item.field])
    if (options.length) return { ...base, component: 'select', rule: 'eq', options }
  }
  if (item.view === 'date' || item.view === 'datetime')
    return range
      ? { ...base, component: item.view === 'date' ? 'dateRange' : 'datetimeRange', rule: 'range' }
      : { ...base, component: 'date', rule: 'eq' }
  if (numeric)
    return range ? { ...base, component: 'numberRange', rule: 'range' } : { ...base, component: 'number', rule: 'eq' }
  return { ...base, component: 'text', rule }
}

/** The advanced query's value input by the column's database type. */
function queryFieldType(dbType: string): QueryField['type'] {
  if (dbType === 'int' || dbType === 'integer') return 'int'
  if (dbType === 'double' || dbType === 'bigdecimal') return 'number'
  if (dbType === 'date') return 'date'
  if (dbType === 'datetime') return 'datetime'
  return 'string'
}

const QUERY_DB_TYPES = new Set(['string', 'int', 'short', 'long', 'bigdecimal', 'float', 'double', 'boolean'])

/** 高级查询 over the list's columns: each with the input of its type, and its dictionary items when it has them. */
function advancedQueryOf(columns: Column[], online: OnlineColumns): ListPageSchema['advancedQuery'] {
  const fields = columns.map((column): QueryField => {
    const dbType = (
      online.columns.find((candidate) => candidate.dataIndex === column.field)?.dbType ?? ''
    ).toLowerCase()
    return {
      field: column.field,
      title: column.title,
      type: queryFieldType(dbType),
      ...(QUERY_DB_TYPES.has(dbType) ? { dbType: dbType as QueryField['dbType'] } : {}),
      ...(column.options?.length ? { options: column.options } : {}),
    }
  })
  const [first, ...others] = fields
  return first ? { fields: [first, ...others] } : undefined
}

/** The button codes `hideColumns` withholds, by the action they hide. */
const HIDDEN_BY: Record<string, string> = {
  add: 'add',
  edit: 'update',
  delete: 'delete',
  deleteBatch: 'batch_delete',
  exportXls: 'export',
  importExcel: 'import',
  detail: 'detail',
  advancedQuery: 'super_query',
}

/**
 * Sub tables as lists of the main row: for the ERP theme under the main list, the row clicked choosing them, each a
 * full list with its own add, edit and delete (a new row gets the main row's key); for the inner-table theme under
 * each row it expands, read-only and unpaged (`pageSize=-521`, as the original asks).
 */
function subListsOf(formItem: FormItem, unknown: Set<string>): ListPageSchema['subLists'] {
  const theme = formItem.head.themeTemplate ?? 'normal'
  const subs = subTablesOf(formItem)
  if ((theme !== 'erp' && theme !== 'innerTable') || !subs.length) return undefined
  const editable = theme === 'erp'
  const lists = subs.map(([name, sub]) => {
    const columns = sub.columns ?? columnsOfOneToOne(sub)
    const fk = sub.foreignKey || 'id'
    const subApi = `${API}/form/${sub.id}`
    const page: ListPageSchema = {
      kind: 'list',
      title: sub.describe ?? name,
      rowKey: 'id',
      api: {
        list: `${API}/getData/${sub.id}`,
        ...(editable
          ? { add: subApi, edit: subApi, delete: `${subApi}/{{record.id}}`, queryById: `${subApi}/{{record.id}}` }
          : {}),
      },
      fixedParams: { [fk]: '{{parent.id}}', tabletype: 3, ...(editable ? {} : { pageSize: -521 }) },
      ...(editable ? { pagination: { pageSize: 5, pageSizeOptions: [5, 10, 20] } } : { pagination: false as const }),
      selection: false,
      columns: columns.map((column) => ({
        field: column.key,
        title: column.title,
        align: 'center',
      })) as ListPageSchema['columns'],
      ...(editable
        ? {
            toolbar: [{ kind: 'add', initialValues: { [fk]: '{{parent.id}}' } }],
            rowActions: [{ kind: 'edit' }, { kind: 'delete' }],
            form: {
              schema: {
                type: 'object',
                properties: Object.fromEntries(
                  columns.map((column) => [column.key, { ...cellOf(column, unknown), title: column.title }]),
                ),
              },
            },
          }
        : {}),
    }
    return { key: name, title: sub.describe ?? name, page }
  })
  return { layout: editable ? 'below' : 'expand', lists: lists as NonNullable<ListPageSchema['subLists']>['lists'] }
}

/** The first column of a tree table is its text column, left-aligned so the tree's indent reads. */
function treeColumnsFirst(columns: Column[], textField: string): Column[] {
  const text = columns.find((column) => column.field === textField)
  if (!text) return columns
  return [{ ...text, align: 'left' }, ...columns.filter((column) => column !== text)]
}

/**
 * A tree table: the first level paged from getTreeData, a row's children from the same call with the parent column
 * set to the row's id (JeecgBoot's OnlCgformTreeList), and 添加下级 on each row.
 */
function treeParts(columns: OnlineColumns, formApi: string): Pick<ListPageSchema, 'api' | 'tree'> | undefined {
  if (!columns.pidField) return undefined
  const treeApi = `${API}/getTreeData/${columns.code}`
  return {
    api: { list: treeApi, children: treeApi, add: formApi },
    tree: {
      parentParam: columns.pidField,
      ...(columns.hasChildrenField ? { hasChildField: columns.hasChildrenField } : {}),
    },
  }
}

/**
 * The list page of an online form: getColumns gives the columns and table flags, getQueryInfo the search inputs,
 * getFormItem the form (and its sub tables by the head's theme); buttons the user may not use (`hideColumns`) are
 * left out, and the endpoints take the form's id in their path as the controller maps them.
 */
export function cgformPage(columns: OnlineColumns, queryInfo: QueryItem[], formItem: FormItem): CgformPage {
  const unknown = new Set<string>()
  const id = columns.code
  const hidden = new Set(columns.hideColumns ?? [])
  const allowed = (kind: string) => !hidden.has(HIDDEN_BY[kind] ?? kind)
  const form = formSchema(formItem, unknown)
  const withSelection = columns.checkboxFlag !== 'N'
  const toolbar = (['add', 'exportXls', 'importExcel', ...(withSelection ? ['deleteBatch'] : [])] as const)
    .filter(allowed)
    // The export reads the list's query from one JSON parameter, `paramsStr`.
    .map((kind): Action => (kind === 'exportXls' ? { kind, paramsStr: true } : { kind }))
  const buttons = listButtons(id, columns.cgButtonList)
  const footer = formButtons(id, formItem.cgButtonList)
  const formApi = `${API}/form/${id}`
  const tree = treeParts(columns, formApi)
  const rowActions: Action[] = [
    ...(['edit', 'detail', 'delete'] as const).filter(allowed).map((kind): Action => ({ kind })),
    ...(tree && allowed('add')
      ? [{ kind: 'add', title: '添加下级', initialValues: { [columns.pidField!]: '{{record.id}}' } }]
      : []),
    ...buttons.row,
  ]
  const shownColumns = columns.columns
    .filter((column) => !hidden.has(column.dataIndex))
    .map((column) => listColumn(column, columns.dictOptions))
  const listColumns = tree && columns.textField ? treeColumnsFirst(shownColumns, columns.textField) : shownColumns
  const subLists = subListsOf(formItem, unknown)
  const advancedQuery = allowed('advancedQuery') ? advancedQueryOf(shownColumns, columns) : undefined
  const formWidth = Math.max(FORM_WIDTHS[columnsPerRow(formItem) - 1], subTablesOf(formItem).length ? 1100 : 0)
  const page: ListPageSchema = {
    kind: 'list',
    title: columns.description,
    rowKey: 'id',
    api: {
      list: `${API}/getData/${id}`,
      add: formApi,
      edit: formApi,
      queryById: `${formApi}/{{record.id}}`,
      delete: `${formApi}/{{record.id}}`,
      deleteBatch: `${formApi}/{{selectedIds}}`,
      exportXls: `${API}/exportXls/${id}`,
      importExcel: `${API}/importXls/${id}`,
      ...tree?.api,
    },
    ...(tree ? { tree: tree.tree } : {}),
    // 'N' asks for every row at once (`pageSize=-521`).
    ...(columns.paginationFlag === 'N' ? { pagination: false as const, fixedParams: { pageSize: -521 } } : {}),
    selection: withSelection,
    // A form without list columns is refused by the page check (至少需要 1 项), not here.
    columns: listColumns as ListPageSchema['columns'],
    ...(queryInfo.length ? { search: queryInfo.map((item) => searchItem(item, columns)) } : {}),
    ...(advancedQuery ? { advancedQuery } : {}),
    ...(subLists ? { subLists } : {}),
    toolbar: [...toolbar, ...buttons.toolbar],
    rowActions,
    form: {
      container: 'modal',
      width: formWidth,
      labelCol: 5,
      schema: form,
      ...(footer.footer.length ? { buttons: footer.footer } : {}),
    },
    detail: { container: 'modal', width: formWidth, labelCol: 5, schema: form },
  }
  return {
    page,
    unknownViews: [...unknown].sort(),
    hasEnhanceJs: !!(columns.enhanceJs || formItem.enhanceJs),
    jsButtons: [...buttons.js, ...footer.js],
  }
}
