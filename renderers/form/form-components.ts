import { ArrayTable } from '@formily/antd-v5/esm/array-table'
import { FormGrid } from '@formily/antd-v5/esm/form-grid'
import { Space } from '@formily/antd-v5/esm/space'
import type { JSXComponent } from '@formily/react'
import { ClickToEdit, EditableTable } from './editable-table'
import { FormTabs } from './FormTabs'
import { LabelledFormItem } from './LabelledFormItem'
import type { FormLayoutName } from './form-component-names'

/** The components that lay a form out rather than edit a value, by the names of form-component-names.ts. */
const FORM_LAYOUT = {
  FormItem: LabelledFormItem,
  ClickToEdit,
  FormGrid,
  FormTab: FormTabs,
  Space,
  ArrayTable,
  EditableTable,
} satisfies Record<FormLayoutName, unknown>

// Each widget's input is the default export of form.ts in its folder. Imported here, they all load with the first
// form, in its chunk, and the list, which only shows and searches, loads none.
const FORM_INPUTS = Object.entries(
  import.meta.glob<JSXComponent>('../widgets/*/form.{ts,tsx}', { eager: true, import: 'default' }),
).map(([path, input]): [string, JSXComponent] => [path.split('/')[2], input])

/**
 * The engine's own form components: the layout ones, and each registered widget's input under the widget's type, so
 * a form field says `"x-component": "dict"` as a column says `"render": "dict"`. The app adds its widgets through the
 * component registry it hands the engine.
 */
export const formComponents = (): Record<string, JSXComponent> => ({
  ...FORM_LAYOUT,
  ...Object.fromEntries(FORM_INPUTS),
})
