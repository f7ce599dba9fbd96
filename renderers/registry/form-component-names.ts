/**
 * Every name of the engine's own components a form schema may use in x-component / x-decorator, with the static members Formily reaches through a
 * dotted name (Radio.Group, ArrayTable.Column). Kept apart from the components so that checking a page schema does not
 * load Formily and every form widget; form-component-names.test.tsx holds this list to FORM_COMPONENTS.
 */
export const FORM_COMPONENT_NAMES = {
  FormItem: ['BaseItem'],
  ClickToEdit: [],
  FormGrid: ['GridColumn'],
  FormTab: ['TabPane'],
  Space: [],
  Input: ['Group', 'Search', 'TextArea', 'Password', 'OTP'],
  Password: [],
  Select: ['Option', 'OptGroup'],
  DatePicker: ['WeekPicker', 'MonthPicker', 'YearPicker', 'RangePicker', 'TimePicker', 'QuarterPicker'],
  NumberPicker: [],
  Switch: [],
  Radio: ['Button', 'Group'],
  Checkbox: ['Group'],
  TreeSelect: ['TreeNode'],
  ArrayTable: ['Index', 'SortHandle', 'Addition', 'Copy', 'Remove', 'MoveDown', 'MoveUp', 'Column'],
  EditableTable: [
    'Column',
    'Addition',
    'Index',
    'SortHandle',
    'MoveUp',
    'MoveDown',
    'Remove',
    'Copy',
    'InsertAfter',
    'Cell',
    'DragMenu',
    'Number',
    'Checkbox',
    'Switch',
    'Tags',
  ],
  DictSelect: [],
  DictRadio: [],
  DictCheckbox: [],
  RemoteSelect: [],
  JTreeSelect: [],
  JCategorySelect: [],
  JSearchSelectTag: [],
  PopupPicker: [],
  JUpload: [],
  JImageUpload: [],
  JUploadCell: [],
  Picker: [],
} as const satisfies Record<string, readonly string[]>

export type FormComponentName = keyof typeof FORM_COMPONENT_NAMES

/**
 * Whether a form schema's component name (`Input`, `Radio.Group`) names one of the engine's components or one the app
 * registered (`appComponents`, used by their plain name).
 */
export function isFormComponent(name: string, appComponents: ReadonlySet<string>): boolean {
  if (appComponents.has(name)) return true
  const [head, ...members] = name.split('.')
  if (!Object.hasOwn(FORM_COMPONENT_NAMES, head)) return false
  const known: readonly string[] = FORM_COMPONENT_NAMES[head as FormComponentName]
  return members.length === 0 || (members.length === 1 && known.includes(members[0]))
}
