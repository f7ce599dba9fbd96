import { ArrayTable } from '@formily/antd-v5/esm/array-table'
import { Checkbox } from '@formily/antd-v5/esm/checkbox'
import { DatePicker } from '@formily/antd-v5/esm/date-picker'
import { TimePicker } from '@formily/antd-v5/esm/time-picker'
import { FormGrid } from '@formily/antd-v5/esm/form-grid'
import { FormItem } from '@formily/antd-v5/esm/form-item'
import { Input } from '@formily/antd-v5/esm/input'
import { NumberPicker } from '@formily/antd-v5/esm/number-picker'
import { Password } from '@formily/antd-v5/esm/password'
import { Radio } from '@formily/antd-v5/esm/radio'
import { Select } from '@formily/antd-v5/esm/select'
import { Space } from '@formily/antd-v5/esm/space'
import { Switch } from '@formily/antd-v5/esm/switch'
import type { JSXComponent } from '@formily/react'
import { ClickToEdit, EditableTable } from './editable-table'
import { FormTabs } from './FormTabs'
import { FileUpload, ImageUpload, UploadCell } from '../upload'
import { Picker } from '../picker/PickerField'
import { DepartSelect, UserSelect } from '../picker/PresetPickers'
import { PopupPicker } from '../report/PopupPicker'
import { registeredWidgets } from '../widgets/registry'
import type { FormLayoutName } from './form-component-names'
import { DictField, RemoteSelect } from '../widgets/dict/DictField'
import { DateTimePicker } from '../widgets/datetime/DateTimePicker'
import { HtmlView } from '../widgets/html/HtmlView'
import { MoneyInput } from '../widgets/money/MoneyInput'
import { TemplatePreview } from '../widgets/templatePreview/TemplatePreview'
import { JSearchSelectTag } from '../widgets/searchSelect/JSearchSelectTag'
import { JCategorySelect } from '../widgets/category/JCategorySelect'
import { JTreeSelect } from '../widgets/treeSelect/JTreeSelect'

/** The components that lay a form out rather than edit a value, by the names of form-component-names.ts. */
const FORM_LAYOUT = {
  FormItem,
  ClickToEdit,
  FormGrid,
  FormTab: FormTabs,
  Space,
  ArrayTable,
  EditableTable,
} satisfies Record<FormLayoutName, unknown>

/** The Formily inputs a widget names as its `form` (widgets/widget.ts); they load with the form, not with the list. */
const FORM_INPUTS = {
  Input,
  TextArea: Input.TextArea,
  Password,
  NumberPicker,
  MoneyInput,
  DatePicker,
  DateTimePicker,
  TimePicker,
  Switch,
  Select,
  RadioGroup: Radio.Group,
  CheckboxGroup: Checkbox.Group,
  DictField,
  RemoteSelect,
  JTreeSelect,
  JCategorySelect,
  JSearchSelectTag,
  FileUpload,
  ImageUpload,
  UploadCell,
  Picker,
  UserSelect,
  DepartSelect,
  PopupPicker,
  HtmlView,
  TemplatePreview,
}

export type FormInputName = keyof typeof FORM_INPUTS

/**
 * The engine's own form components: the layout ones, and each registered widget's input under the widget's type, so
 * a form field says `"x-component": "dict"` as a column says `"render": "dict"`. The app adds its widgets through the
 * component registry it hands the engine.
 */
export const formComponents = (): Record<string, JSXComponent> => ({
  ...FORM_LAYOUT,
  ...Object.fromEntries(
    registeredWidgets().flatMap(([type, widget]) => (widget.form ? [[type, FORM_INPUTS[widget.form]]] : [])),
  ),
})

/** Whether the form chunk has an input of that name (a widget naming one it lacks is a defect of the widget). */
export const hasFormInput = (name: string): boolean => Object.hasOwn(FORM_INPUTS, name)
