import type { Database } from '../../kernel/db/database'
import type { DictModel } from '../../kernel/services/dict-model'
import { DICT_VIEWS, dictCodeOf, dictOptionsOf, switchValues, type TableReach } from './dict-options'
import { enabledButtons, fieldsOf, foreignKeyOf, subHeadsOf, type OnlField, type OnlHead } from './store'
import { ROOT_PID, treeColumns } from './tree'

const NUMBER_TYPES = new Set(['int', 'double', 'bigdecimal'])
const isNumeric = (field: OnlField) => NUMBER_TYPES.has(field.dbType.toLowerCase())
const viewOf = (field: OnlField) => field.fieldShowType || 'text'

/** The slot a view's cells are drawn with in the original's list (`scopedSlots.customRender`). */
function slotOf(view: string): string | null {
  if (view.includes('file')) return 'fileSlot'
  if (view.includes('image')) return 'imgSlot'
  if (view.includes('editor')) return 'htmlSlot'
  if (view === 'date') return 'dateSlot'
  if (view === 'pca') return 'pcaSlot'
  return null
}

function showLengthOf(field: OnlField): number {
  try {
    const parsed = JSON.parse(field.fieldExtendJson ?? '') as { showLength?: unknown }
    return Number(parsed.showLength) || 0
  } catch {
    return 0
  }
}

/** The button styles the list draws: toolbar buttons and row links. */
const LIST_BUTTON_STYLES = new Set(['button', 'link', 'link-pre', 'link-after'])
const FORM_BUTTON_STYLES = new Set(['form'])

/**
 * `queryOnlineConfig` (getColumns): the list columns (shown in the list, never `id`, in orderNum order), each with
 * the dictionary its cells go through, plus the table-level flags the list reads.
 */
export function onlineColumns(db: Database, head: OnlHead, reach: TableReach) {
  const dictOptions: Record<string, DictModel[]> = {}
  const fields = fieldsOf(db, String(head.id))
  const columns = fields
    .filter((field) => field.isShowList === 1 && field.dbFieldName !== 'id')
    .map((field) => {
      const view = viewOf(field)
      const options = dictOptionsOf(db, field, reach)
      if (options) dictOptions[field.dbFieldName] = options
      const slot = slotOf(view)
      return {
        title: field.dbFieldTxt,
        dataIndex: field.dbFieldName,
        align: 'center',
        customRender: options ? field.dbFieldName : null,
        scopedSlots: slot ? { customRender: slot } : null,
        hrefSlotName: null,
        showLength: showLengthOf(field),
        sorter: field.sortFlag === '1',
        dbType: field.dbType,
      }
    })
  const foreignKeys = fields
    .filter((field) => field.mainTable && field.mainField)
    .map((field) => ({ field: field.dbFieldName, key: field.mainField, table: field.mainTable }))
  return {
    code: String(head.id),
    tableType: head.tableType,
    formTemplate: head.formTemplate,
    description: head.tableTxt,
    currentTableName: head.tableName,
    paginationFlag: head.isPage,
    checkboxFlag: head.isCheckbox,
    scrollFlag: head.scroll,
    relationType: head.relationType,
    columns,
    dictOptions,
    fieldHrefSlots: fields
      .filter((field) => field.fieldHref)
      .map((field) => ({ slotName: `fieldHref_${field.dbFieldName}`, href: field.fieldHref })),
    hideColumns: [] as string[],
    cgButtonList: enabledButtons(db, String(head.id), LIST_BUTTON_STYLES),
    foreignKeys,
    isDesForm: head.isDesForm,
    desFormCode: head.desFormCode,
    ...(head.isTree === 'Y'
      ? { pidField: head.treeParentIdField, hasChildrenField: head.treeIdField, textField: head.treeFieldname }
      : {}),
  }
}

/** `getAutoListQueryInfo`: one item per searchable field; the 3rd and later come collapsed (`hidden: '1'`). */
export function onlineQueryInfo(db: Database, head: OnlHead) {
  return fieldsOf(db, String(head.id))
    .filter((field) => field.isQuery === 1)
    .map((field, index) => {
      const view = viewOf(field)
      const dictCode = dictCodeOf(field)
      return {
        label: field.dbFieldTxt,
        field: field.dbFieldName,
        mode: field.queryMode || 'single',
        view,
        ...(view === 'cat_tree' ? { pcode: field.dictField } : {}),
        ...(view === 'sel_search' || view === 'popup'
          ? { dictTable: field.dictTable, dictCode: field.dictField, dictText: field.dictText }
          : dictCode && DICT_VIEWS.has(view)
            ? { dictCode }
            : {}),
        ...(index >= 2 ? { hidden: '1' } : {}),
      }
    })
}

/** The validation a `fieldValidType` names: the server's pattern and message (`*` is handled as required). */
const VALID_TYPES: Record<string, [string, string]> = {
  'n6-16': ['^\\d{6,16}$', '请输入6到16位数字'],
  '*6-16': ['^.{6,16}$', '请输入6到16位任意字符'],
  's6-18': ['^[a-zA-Z]{6,18}$', '请输入6到18位字母'],
  url: [
    '^((ht|f)tps?):\\/\\/[\\w\\-]+(\\.[\\w\\-]+)+([\\w\\-.,@?^=%&:\\/~+#]*[\\w\\-@?^=%&\\/~+#])?$',
    '请输入正确的网址',
  ],
  e: ['^([\\w]+\\.*)([\\w]+)@[\\w]+\\.\\w{3}(\\.\\w{2}|)$', '请输入正确的电子邮件'],
  m: ['^1[3456789]\\d{9}$', '请输入正确的手机号码'],
  p: ['^[0-9]\\d{5}$', '请输入正确的邮政编码'],
  s: ['^[A-Z|a-z]+$', '请输入字母'],
  n: ['^-?\\d+(\\.?\\d+|\\d?)$', '请输入数字'],
  z: ['^-?\\d+$', '请输入整数'],
  money: ['^(([1-9][0-9]*)|([0]\\.\\d{0,2}|[1-9][0-9]*\\.\\d{0,2}))$', '请输入正确的金额'],
}

function validation(field: OnlField): { pattern?: string; errorInfo?: string } {
  const type = field.fieldValidType
  if (!type || type === '*' || type === 'only') return {}
  const known = VALID_TYPES[type]
  return known ? { pattern: known[0], errorInfo: known[1] } : { pattern: type, errorInfo: '输入的值不合法' }
}

/** One form property of a field (`CgformDB.a(fields, …)`): type, title, view, order and the view's extras. */
function formProperty(db: Database, field: OnlField, reach: TableReach): Record<string, unknown> {
  const view = viewOf(field)
  const base: Record<string, unknown> = {
    type: isNumeric(field) ? 'number' : 'string',
    title: field.dbFieldTxt,
    view,
    order: field.orderNum,
    ...(field.fieldDefaultValue ? { defVal: field.fieldDefaultValue } : {}),
    ...(field.fieldExtendJson ? { fieldExtendJson: field.fieldExtendJson } : {}),
    ...(field.dbPointLength ? { dbPointLength: field.dbPointLength } : {}),
    ...(field.isReadOnly === 1 ? { ui: { widgetattrs: { disabled: true } } } : {}),
  }
  // 3.6 names the dictionary beside its items (`dictCode` the code column or plain code, as the query area has it).
  if (DICT_VIEWS.has(view) && view !== 'sel_search')
    return {
      ...base,
      enum: dictOptionsOf(db, field, reach) ?? [],
      dictCode: field.dictField,
      ...(field.dictTable ? { dictTable: field.dictTable, dictText: field.dictText } : {}),
    }
  if (view === 'sel_search')
    return { ...base, dictCode: field.dictField, dictTable: field.dictTable, dictText: field.dictText }
  if (view === 'popup')
    return { ...base, code: field.dictTable, destFields: field.dictText, orgFields: field.dictField }
  if (view === 'sel_tree') {
    const [idField, pidField, textField, hasChildField] = (field.dictText ?? '').split(',')
    return {
      ...base,
      dict: `${field.dictTable},${textField},${idField}`,
      pidField,
      pidValue: field.dictField ?? '0',
      ...(hasChildField ? { hasChildField } : {}),
    }
  }
  if (view === 'cat_tree')
    return { ...base, pcode: field.dictField, pidValue: '0', ...(field.dictText ? { textField: field.dictText } : {}) }
  if (view === 'link_down') return { ...base, config: field.dictTable, others: [] }
  if (view === 'switch') return { ...base, extendOption: switchValues(field) }
  if (isNumeric(field)) return { ...base, view: 'number' }
  return { ...base, maxLength: field.dbLength, ...validation(field) }
}

const isRequired = (field: OnlField) => field.fieldMustInput === '1' || field.fieldValidType === '*'

/** The editable grid column of a one-to-many sub table's field. */
function gridColumn(db: Database, field: OnlField, reach: TableReach): Record<string, unknown> {
  const view = viewOf(field)
  const type =
    view === 'list'
      ? 'select'
      : view === 'switch'
        ? 'checkbox'
        : [
              'checkbox',
              'sel_user',
              'sel_depart',
              'image',
              'file',
              'radio',
              'popup',
              'list_multi',
              'sel_search',
              'date',
              'datetime',
            ].includes(view)
          ? view
          : isNumeric(field)
            ? 'inputNumber'
            : 'input'
  const options = DICT_VIEWS.has(view) ? dictOptionsOf(db, field, reach) : null
  const rules: Record<string, unknown>[] = []
  if (isRequired(field) || field.dbIsNull === 0) rules.push({ required: true, message: `${field.dbFieldTxt}不能为空!` })
  const { pattern, errorInfo } = validation(field)
  if (pattern) rules.push({ pattern, message: errorInfo })
  return {
    title: field.dbFieldTxt,
    key: field.dbFieldName,
    type,
    width: `${field.fieldLength ?? 186}px`,
    defaultValue: field.dbDefaultVal ?? '',
    fieldDefaultValue: field.fieldDefaultValue ?? '',
    placeholder: `请输入${field.dbFieldTxt}`,
    validateRules: rules,
    fieldExtendJson: field.fieldExtendJson ?? '',
    ...(view === 'switch' ? { customValue: switchValues(field) } : {}),
    ...(options ? { options } : {}),
    ...(field.isReadOnly === 1 ? { disabled: true } : {}),
  }
}

/** A tree table's parent column: a tree select over the table itself, from its roots. */
function treeParentProperty(head: OnlHead, field: OnlField): Record<string, unknown> | undefined {
  const tree = treeColumns(head)
  if (!tree || field.dbFieldName !== tree.pid) return undefined
  return {
    type: 'string',
    title: field.dbFieldTxt,
    view: 'sel_tree',
    order: field.orderNum,
    dict: `${head.tableName},${head.treeFieldname},id`,
    pidField: tree.pid,
    pidValue: ROOT_PID,
    hasChildField: tree.hasChild,
    pidComponent: 1,
  }
}

/** The form fields of a head: shown in the form, never `id` or a sub table's foreign key. */
const formFields = (db: Database, head: OnlHead) =>
  fieldsOf(db, String(head.id)).filter(
    (field) => field.isShowForm === 1 && field.dbFieldName !== 'id' && !(head.tableType === 3 && field.mainField),
  )

function formSchema(db: Database, head: OnlHead, reach: TableReach) {
  const fields = formFields(db, head)
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    title: head.tableTxt,
    description: head.tableTxt,
    required: fields.filter(isRequired).map((field) => field.dbFieldName),
    properties: Object.fromEntries(
      fields.map((field) => [field.dbFieldName, treeParentProperty(head, field) ?? formProperty(db, field, reach)]),
    ),
    table: head.tableName,
    describe: head.tableTxt,
  }
}

/**
 * `getFormItem`: the form as a JSON schema keyed by column; a main table adds each sub table as a `tab` property
 * (one-to-one: its own properties; one-to-many: editable grid columns).
 */
export function onlineFormItem(db: Database, head: OnlHead, reach: TableReach) {
  const schema = formSchema(db, head, reach)
  if (head.tableType === 2) {
    for (const sub of subHeadsOf(db, head)) {
      const common = {
        view: 'tab',
        id: String(sub.id),
        key: sub.tableName,
        describe: sub.tableTxt,
        order: sub.tabOrderNum,
        relationType: sub.relationType,
        formTemplate: sub.formTemplate,
        foreignKey: foreignKeyOf(db, sub, head.tableName)?.dbFieldName ?? '',
      }
      const subSchema = formSchema(db, sub, reach)
      ;(schema.properties as Record<string, unknown>)[sub.tableName] =
        sub.relationType === 1
          ? {
              ...common,
              properties: subSchema.properties,
              required: subSchema.required,
              type: 'object',
              title: sub.tableTxt,
            }
          : { ...common, columns: formFields(db, sub).map((field) => gridColumn(db, field, reach)), hideButtons: [] }
    }
  }
  return {
    schema,
    head,
    formTemplate: head.formTemplate,
    cgButtonList: enabledButtons(db, String(head.id), FORM_BUTTON_STYLES),
  }
}
