/**
 * The spellings the schema language had before it settled on one name per concept (schemas/meta/README.md), by the
 * place in a schema where they were written. A schema still using one gets a problem naming the new spelling at the
 * old key, instead of ajv's bare 不认识的属性 or a list of allowed values.
 */
export interface Place {
  /** Old key → its new name in the same object (a dotted name is nested: `api.list`). */
  renamedKeys?: Readonly<Record<string, string>>
  /** Old key → where its value lives now, outside this object. */
  movedKeys?: Readonly<Record<string, string>>
  /** Key → old value → new value. */
  renamedValues?: Readonly<Record<string, Readonly<Record<string, string>>>>
  /** Keys holding other places: `name` one object, `name[]` an array of them, `name{}` an object of them. */
  parts?: Readonly<Record<string, string>>
  /** Keys holding a place that depends on a sibling's value: a widget's own props, by its `x-component`. */
  partsBy?: Readonly<Record<string, { sibling: string; places: Readonly<Record<string, string>> }>>
}

/**
 * Form inputs that were Formily or JeecgBoot component names before each became one widget type (renderers/widgets/),
 * the word a column `render` and a search item `component` use too. A dictionary's radio buttons and checkboxes are
 * the `dict` widget with `x-component-props.type`, a date picker with the time is `datetime`.
 */
export const OLD_FORM_INPUTS: Readonly<Record<string, string>> = {
  Input: 'text',
  'Input.TextArea': 'textarea',
  Password: 'password',
  NumberPicker: 'number',
  DatePicker: 'date',
  Switch: 'switch',
  Select: 'select',
  'Radio.Group': 'radio',
  'Checkbox.Group': 'checkbox',
  DictSelect: 'dict',
  DictRadio: 'dict',
  DictCheckbox: 'dict',
  RemoteSelect: 'remoteSelect',
  JTreeSelect: 'treeSelect',
  JCategorySelect: 'category',
  JSearchSelectTag: 'searchSelect',
  JUpload: 'file',
  JImageUpload: 'image',
  JUploadCell: 'uploadCell',
  Picker: 'picker',
  PopupPicker: 'popupPicker',
}

/** What the schema check says of an old form input: its widget, with the prop that now picks the variant. */
const FORM_INPUT_SPELLINGS = {
  ...OLD_FORM_INPUTS,
  DictRadio: 'dict，x-component-props.type 为 radio',
  DictCheckbox: 'dict，x-component-props.type 为 checkbox',
  DatePicker: 'date，带时间（showTime）的为 datetime',
}

const LIST_PAGE_PARTS = {
  search: 'searchItem[]',
  columns: 'column[]',
  tabs: 'tab[]',
  toolbar: 'action[]',
  rowActions: 'action[]',
  defaultSort: 'sort',
  advancedQuery: 'advancedQuery',
  tree: 'listTree',
  form: 'form',
  detail: 'form',
}

export const PLACES: Readonly<Record<string, Place>> = {
  listPage: { parts: LIST_PAGE_PARTS },
  formPage: { renamedKeys: { submitLabel: 'submitTitle' }, parts: { form: 'form', lists: 'formPageList[]' } },
  formPageList: { parts: { page: 'listPage' } },
  searchItem: {
    renamedKeys: { label: 'title' },
    renamedValues: {
      component: {
        'number-range': 'numberRange',
        'date-range': 'dateRange',
        'datetime-range': 'datetimeRange',
        'search-select': 'searchSelect',
        input: 'text',
      },
    },
  },
  column: { renamedKeys: { dataIndex: 'field' } },
  tab: { renamedKeys: { label: 'title' }, parts: { search: 'searchItem[]', columns: 'column[]' } },
  sort: { renamedKeys: { column: 'field' } },
  advancedQuery: { parts: { fields: 'queryField[]' } },
  queryField: { renamedKeys: { label: 'title' } },
  listTree: {
    renamedKeys: { childrenKey: 'childrenField', hasChildKey: 'hasChildField' },
    movedKeys: { url: '页面的 api.tree', childrenUrl: '页面的 api.children' },
  },
  action: {
    renamedKeys: { label: 'title' },
    renamedValues: {
      kind: {
        batchDelete: 'deleteBatch',
        export: 'exportXls',
        import: 'importExcel',
        'custom-api': 'call',
        'list-drawer': 'listDrawer',
        'tree-assign': 'treeAssign',
      },
    },
    parts: { form: 'form', page: 'listPage', treeAssign: 'treeAssign' },
  },
  treeAssign: {
    renamedKeys: {
      treeUrl: 'api.tree',
      checkedUrl: 'api.checked',
      saveUrl: 'api.save',
      treeResultKey: 'resultField',
      titleKey: 'titleField',
      keyKey: 'keyField',
    },
  },
  form: { parts: { loaders: 'formLoader[]', schema: 'formilyNode' } },
  formLoader: { renamedKeys: { url: 'api' } },
  formilyNode: {
    renamedValues: { 'x-component': FORM_INPUT_SPELLINGS },
    parts: { properties: 'formilyNode{}', items: 'formilyNode', 'x-component-props': 'componentProps' },
    partsBy: {
      'x-component-props': {
        sibling: 'x-component',
        places: { remoteSelect: 'remoteSelectProps', RemoteSelect: 'remoteSelectProps' },
      },
    },
  },
  componentProps: { renamedKeys: { dictCode: 'dict' } },
  remoteSelectProps: {
    renamedKeys: { url: 'api.list', labelKey: 'titleField', valueKey: 'keyField', childrenKey: 'childrenField' },
  },
  picker: {
    renamedKeys: {
      listUrl: 'api.list',
      valueUrl: 'api.value',
      returnKeys: 'returnFields',
      displayKey: 'displayField',
    },
    renamedValues: { layout: { 'tree-table': 'treeTable' } },
    parts: { columns: 'column[]', search: 'searchItem[]', defaultSort: 'sort', tree: 'pickerTree' },
  },
  pickerTree: { movedKeys: { url: '选择器的 api.tree' } },
}

/** A part's spelling split: the place it holds and how (one, array items, object values). */
export function partOf(spec: string): { place: string; shape: 'one' | 'array' | 'map' } {
  if (spec.endsWith('[]')) return { place: spec.slice(0, -2), shape: 'array' }
  if (spec.endsWith('{}')) return { place: spec.slice(0, -2), shape: 'map' }
  return { place: spec, shape: 'one' }
}
