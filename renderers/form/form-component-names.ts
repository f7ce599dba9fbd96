import { hasFormInput } from '../widgets/registry'

/**
 * The names of the engine's layout components a form schema may use in x-component / x-decorator, with the static
 * members Formily reaches through a dotted name (ArrayTable.Column). Kept apart from the components so that checking a
 * page schema does not load Formily; form-component-names.test.tsx holds this list to the components. Value inputs are
 * named by their widget type (`dict`, `date` …) instead.
 */
export const FORM_LAYOUT_NAMES = {
  FormItem: ['BaseItem'],
  ClickToEdit: [],
  FormGrid: ['GridColumn'],
  FormTab: ['TabPane'],
  Space: [],
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
    'Slot',
  ],
} as const satisfies Record<string, readonly string[]>

export type FormLayoutName = keyof typeof FORM_LAYOUT_NAMES

/**
 * Whether a form schema's component name names a widget with a form input (`dict`), one of the engine's layout
 * components (`FormTab.TabPane`) or one the app registered (`appComponents`, used by their plain name).
 */
export function isFormComponent(name: string, appComponents: ReadonlySet<string>): boolean {
  if (appComponents.has(name) || hasFormInput(name)) return true
  const [head, ...members] = name.split('.')
  if (!Object.hasOwn(FORM_LAYOUT_NAMES, head)) return false
  const known: readonly string[] = FORM_LAYOUT_NAMES[head as FormLayoutName]
  return members.length === 0 || (members.length === 1 && known.includes(members[0]))
}
